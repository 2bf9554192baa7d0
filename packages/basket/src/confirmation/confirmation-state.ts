import type { CartElement, PaymentReference } from '@companion/hub-client';

/** What checkout hands the confirmation page (bookable-services.md §2 /confirmation). */
export type ConfirmationState = {
  excursions: CartElement[];
  total: number;
  /** Undefined when nothing needed paying at checkout. */
  paymentMethod: PaymentReference | undefined;
  confirmationMail: string;
  mobileNumber: string;
  /**
   * Undefined when the hub's answer was lost and checkout found the order among the bookings
   * afterwards: the reference was only in that answer.
   */
  groupReference: string | undefined;
};

/** Navigation state is whatever the history holds: only a complete confirmation is shown. */
export function readConfirmationState(state: unknown): ConfirmationState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const candidate = state as Partial<ConfirmationState>;
  const complete =
    Array.isArray(candidate.excursions) &&
    typeof candidate.total === 'number' &&
    typeof candidate.confirmationMail === 'string' &&
    (typeof candidate.groupReference === 'string' || candidate.groupReference === undefined);
  return complete ? (candidate as ConfirmationState) : undefined;
}
