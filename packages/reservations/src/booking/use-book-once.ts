import { useCallback, useRef, useState } from 'react';
import { bookTacItem, isHubRefusal, newIdempotencyKey, type TacBookingRequest, type TacModule } from '@companion/hub-client';
import { useHub } from '@companion/shell';

export type BookingOutcome =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** `reference` is missing when the hub booked without sending one: still booked (§3 `failed`). */
  | { status: 'booked'; reference: string | undefined }
  /** The hub said no: nothing was booked. `message` is the hub's own words, when it gave some. */
  | { status: 'failed'; message: string | undefined }
  /** The answer was lost or unreadable: the hub may have booked it. Sending again reuses the key. */
  | { status: 'unknown' };

/**
 * Book posts once (bookable-services §4): a second press while the first is under way is
 * ignored, synchronously, before React has re-rendered the disabled button. The idempotency key
 * belongs to the request: sending the same request again after a lost answer reuses it, so the
 * hub books one table, never two; a changed request gets a new key.
 */
export function useBookOnce(module: TacModule) {
  const hub = useHub();
  const [outcome, setOutcome] = useState<BookingOutcome>({ status: 'idle' });
  const inFlight = useRef(false);
  const attempt = useRef<{ request: string; key: string } | undefined>(undefined);
  const book = useCallback(
    async (request: TacBookingRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const signature = JSON.stringify([module, request]);
      if (attempt.current?.request !== signature) attempt.current = { request: signature, key: newIdempotencyKey() };
      setOutcome({ status: 'submitting' });
      const result = await bookTacItem(hub, module, request, attempt.current.key);
      inFlight.current = false;
      // Only the `failed` flag is a refusal (§3, §4): an answer without a reference is still a
      // booking, and calling it a refusal would send the next press under a new key, booking twice.
      if (result.ok && result.value.failed !== true) {
        setOutcome({ status: 'booked', reference: result.value.bookingReference?.trim() || undefined });
      } else if (result.ok) {
        // The hub said no: that attempt is over, a new try is a new booking.
        attempt.current = undefined;
        setOutcome({ status: 'failed', message: result.value.systemInformation ?? undefined });
      } else if (isHubRefusal(result.error)) {
        attempt.current = undefined;
        setOutcome({ status: 'failed', message: result.error.message || undefined });
      } else {
        setOutcome({ status: 'unknown' });
      }
    },
    [hub, module],
  );
  return { outcome, book };
}
