import type { ApplicableGuest } from '@companion/hub-client';

/** The booking messages of bookable-services §5, as catalogue keys. */
export type BookingProblem = 'termsRequired' | 'noPassenger' | 'tooManyPassengers' | 'excursion_error_no_adult_on_excursion';

/** Guests whose type is not sent are taken for adults: the server knows better and checks again. */
const isAdult = (guest: Pick<ApplicableGuest, 'passengerType'>) => {
  const type = guest.passengerType?.toLowerCase();
  return !type || type === 'adult';
};

export function bookingProblems(selected: readonly ApplicableGuest[], termsAccepted: boolean, spots: number): BookingProblem[] {
  const problems: BookingProblem[] = [];
  if (selected.length === 0) problems.push('noPassenger');
  if (selected.length > spots) problems.push('tooManyPassengers');
  if (selected.length > 0 && !selected.some(isAdult)) problems.push('excursion_error_no_adult_on_excursion');
  if (!termsAccepted) problems.push('termsRequired');
  return problems;
}

/** The book button works only when not submitting and there are spots for everyone selected. */
export function canPressBook(submitting: boolean, spots: number, selectedCount: number): boolean {
  return !submitting && spots > 0 && spots >= selectedCount;
}

/** Guests the server has ruled out cannot be picked. */
export const isSelectable = (guest: ApplicableGuest) => !guest.disabled && (guest.statusReasons?.length ?? 0) === 0;
