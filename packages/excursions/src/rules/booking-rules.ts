import type { ApplicableGuest } from '@companion/hub-client';

/** The booking messages of bookable-services §5, as catalogue keys. */
export type BookingProblem = 'termsRequired' | 'noPassenger' | 'tooManyPassengers' | 'excursion_error_no_adult_on_excursion';

/** Guests whose type is not sent are taken for adults: the server knows better and checks again. */
export const isAdult = (guest: Pick<ApplicableGuest, 'passengerType'>) => {
  const type = guest.passengerType?.toLowerCase();
  return !type || type === 'adult';
};

/** The hub's reasons that say the excursion itself is not for this guest (its age limits, no price for them). */
const ruledOutByExcursion = new Set(['MinimumAge', 'MaximumAge', 'NoPriceAvailable']);
const reasonsOf = (guest: ApplicableGuest) => guest.statusReasons ?? [];

/**
 * Children need an adult of the party with them, unless one is booked on it already, or the
 * excursion's own limits rule out every adult (a kids' club outing: asking for one made it
 * unbookable). An adult kept off only by a clash with another booking still counts: the child
 * must not go alone because their parent is busy.
 */
export function needsAdult(selected: readonly ApplicableGuest[], party: readonly ApplicableGuest[]): boolean {
  if (selected.length === 0 || selected.some(isAdult)) return false;
  const adults = party.filter(isAdult);
  if (adults.some((adult) => reasonsOf(adult).includes('AlreadyBooked'))) return false;
  return adults.some((adult) => !reasonsOf(adult).some((reason) => ruledOutByExcursion.has(reason)));
}

export function bookingProblems(
  selected: readonly ApplicableGuest[],
  termsAccepted: boolean,
  spots: number,
  party: readonly ApplicableGuest[],
): BookingProblem[] {
  const problems: BookingProblem[] = [];
  if (selected.length === 0) problems.push('noPassenger');
  if (selected.length > spots) problems.push('tooManyPassengers');
  if (needsAdult(selected, party)) problems.push('excursion_error_no_adult_on_excursion');
  if (!termsAccepted) problems.push('termsRequired');
  return problems;
}

/** There are spots, and enough for everyone selected (§5: Book is disabled otherwise). */
export function spotsForAll(spots: number, selectedCount: number): boolean {
  return spots > 0 && spots >= selectedCount;
}

/** Guests the server has ruled out cannot be picked. */
export const isSelectable = (guest: ApplicableGuest) => !guest.disabled && (guest.statusReasons?.length ?? 0) === 0;

/**
 * The server has ruled out the whole party (the first day of the cruise, everyone booked already):
 * Book could only ever answer "select at least one passenger", which no guest can do.
 */
export const nobodyCanGo = (party: readonly ApplicableGuest[]) => party.length > 0 && !party.some(isSelectable);
