import { useRef, useState } from 'react';
import {
  bookExcursion,
  getBookings,
  isHubRefusal,
  newIdempotencyKey,
  type ApplicableGuest,
  type Booking,
  type HubId,
} from '@companion/hub-client';
import { useHub } from '@companion/shell';

/**
 * Where a booking stands. `checking` and `unknown` follow a server error, a lost or an unreadable
 * answer: the hub may have booked the guests, so the guest is told so and may only send the same
 * booking again (with the same key, so the hub books it once). `refused` is the hub's plain no,
 * with its own words when it gave some. `booked` without a reference was found among the
 * bookings after such an answer, or the hub booked without sending one. `booked` keeps the guests
 * sent, so the confirmation names who was booked even if the form's choice changed while the
 * answer was on its way.
 */
export type BookingOutcome =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'refused'; reason: string | undefined }
  | { kind: 'booked'; reference: string | undefined; guests: readonly ApplicableGuest[] };

type Attempt = { party: string; key: string };

const partyOf = (guests: readonly ApplicableGuest[]) => JSON.stringify(guests.map((guest) => String(guest.accountNumber)).sort());

/**
 * Books the chosen guests once per press (bookable-services §4). The idempotency key belongs to
 * the attempt: the same guests sent again while the outcome is open reuse it; a refusal, a booking
 * or another choice of guests starts a new attempt with a new key.
 */
export function useBookExcursion(excursionId: HubId) {
  const hub = useHub();
  const [outcome, setOutcome] = useState<BookingOutcome>({ kind: 'idle' });
  // Set before React re-renders the disabled button, so a second press sends nothing.
  const submitting = useRef(false);
  const attempt = useRef<Attempt | undefined>(undefined);

  /** Whether booking these guests now repeats the attempt whose outcome is open. */
  const isResend = (guests: readonly ApplicableGuest[]) => outcome.kind === 'unknown' && attempt.current?.party === partyOf(guests);

  const settle = (next: BookingOutcome) => {
    // Once the hub's answer is known, the next press is a new booking.
    if (next.kind === 'booked' || next.kind === 'refused') attempt.current = undefined;
    submitting.current = false;
    setOutcome(next);
  };

  const book = async (guests: readonly ApplicableGuest[]) => {
    if (submitting.current) return;
    submitting.current = true;
    const party = partyOf(guests);
    if (attempt.current?.party !== party) attempt.current = { party, key: newIdempotencyKey() };
    setOutcome({ kind: 'submitting' });
    const result = await bookExcursion(hub, excursionId, guests, attempt.current.key);
    if (result.ok) {
      const { failed, bookingReference, systemInformation } = result.value;
      // Only the `failed` flag is a refusal (§3, §4): a hub that booked without sending a
      // reference did book, and calling that a refusal would invite a second booking under a new key.
      settle(
        failed === true
          ? { kind: 'refused', reason: systemInformation?.trim() || undefined }
          : { kind: 'booked', reference: bookingReference?.trim() || undefined, guests },
      );
    } else if (isHubRefusal(result.error)) {
      // `message` is the hub's own words from its error body, or empty (a proxy's page).
      settle({ kind: 'refused', reason: result.error.message.trim() || undefined });
    } else {
      setOutcome({ kind: 'checking' });
      const bookings = await getBookings(hub);
      settle(
        bookings.ok && allBooked(bookings.value, excursionId, guests)
          ? { kind: 'booked', reference: undefined, guests }
          : { kind: 'unknown' },
      );
    }
  };

  return { outcome, book, isResend };
}

/** Guests already booked on this excursion cannot be chosen, so finding them all means this booking was taken. */
function allBooked(bookings: readonly Booking[], excursionId: HubId, guests: readonly ApplicableGuest[]): boolean {
  const booked = new Set(
    bookings.filter((booking) => String(booking.excursion.id) === String(excursionId)).map((booking) => String(booking.passenger.id)),
  );
  return guests.every((guest) => booked.has(String(guest.accountNumber)));
}
