/**
 * What a TAC booking still needs before "Book now" appears (bookable-services §4: persons, date,
 * time, then the conditions if any). The button stays away until then, as the spec has it, so
 * the form says what is missing rather than leave a guest looking for a button.
 */
export type NextBookingStep = 'stepChooseDate' | 'stepChooseTime' | 'stepAcceptConditions';

export function nextBookingStep(chosen: {
  date: boolean;
  time: boolean;
  needsConditions: boolean;
  accepted: boolean;
}): NextBookingStep | null {
  if (!chosen.date) return 'stepChooseDate';
  if (!chosen.time) return 'stepChooseTime';
  if (chosen.needsConditions && !chosen.accepted) return 'stepAcceptConditions';
  return null;
}
