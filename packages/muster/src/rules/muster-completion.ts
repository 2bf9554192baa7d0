import type { MusterPassenger, MusterStatus } from '@companion/hub-client';

/** §4: a person is complete when the video is watched, and also scanned when the station visit is required. */
export function isPersonComplete(passenger: MusterPassenger, stationVisitRequired: boolean): boolean {
  return passenger.isVideoWatched === true && (!stationVisitRequired || passenger.isMusterScanPerformed === true);
}

/** The group is complete when all are (and there is somebody). */
export function isGroupComplete(status: MusterStatus): boolean {
  const required = status.musterStationVisitRequired === true;
  return status.passengers.length > 0 && status.passengers.every((passenger) => isPersonComplete(passenger, required));
}

/** Passengers the guest may mark after the video: those who have not watched it. */
export const unwatched = (passengers: readonly MusterPassenger[]) => passengers.filter((passenger) => passenger.isVideoWatched !== true);

export const passengerName = (passenger: MusterPassenger) =>
  passenger.name?.trim() || [passenger.firstName, passenger.lastName].filter(Boolean).join(' ') || String(passenger.accountNumber);

export type MusterSubmitProblem = 'selectPassenger' | 'acceptTerms';

/** §5: at least one passenger, and the conditions accepted. */
export function musterSubmitProblems(selectedCount: number, accepted: boolean): MusterSubmitProblem[] {
  const problems: MusterSubmitProblem[] = [];
  if (selectedCount === 0) problems.push('selectPassenger');
  if (!accepted) problems.push('acceptTerms');
  return problems;
}
