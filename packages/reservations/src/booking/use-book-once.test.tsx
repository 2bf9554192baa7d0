import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type TacBookingRequest } from '@companion/hub-client';
import { answersBookedWithoutReference, lostAnswer, onPost, renderHookOnDemoDevice } from '@companion/screen-harness';
import { useBookOnce } from './use-book-once';

const request: TacBookingRequest = { numberOfPersons: 2, date: '2025-06-01', fromTime: '10:00', toTime: '11:00', objectId: 'activity-12' };

/** The hook on a demo device whose activity bookings `answer` answers; the idempotency keys they carried. */
async function renderBooking(answer: () => Promise<Response>) {
  const keys: (string | null)[] = [];
  const { result } = await renderHookOnDemoDevice(() => useBookOnce('activity'), {
    wrapFetch: onPost('/activity/book/', (sent) => {
      keys.push(sent.headers.get(IDEMPOTENCY_KEY_HEADER));
      return answer();
    }),
  });
  const book = () => act(() => result.current.book(request));
  return { result, keys, book };
}

describe('useBookOnce', () => {
  // Failure is the `failed` flag alone (bookable-services §3, §4); the reference may be missing.
  it.each(answersBookedWithoutReference)('reads the booking as made when the hub %s', async (_case, answer) => {
    const { result, book } = await renderBooking(async () => Response.json(answer));
    await book();
    expect(result.current.outcome).toEqual({ status: 'booked', reference: undefined });
  });

  // The same request after an open outcome carries the first key, so the hub that booked books once.
  it('keeps the key of an open outcome until the hub answers booked without a reference', async () => {
    let loseAnswer = true;
    const { result, keys, book } = await renderBooking(async () => (loseAnswer ? lostAnswer() : Response.json({ failed: false })));
    await book();
    expect(result.current.outcome.status).toBe('unknown');
    loseAnswer = false;
    await book();
    expect(result.current.outcome).toEqual({ status: 'booked', reference: undefined });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  // A refusal ends its attempt: only then does the next press go out as a new booking.
  it('still reads `failed: true` as the hub’s refusal, and the next press gets a new key', async () => {
    const { result, keys, book } = await renderBooking(async () =>
      Response.json({ failed: true, systemInformation: 'The class is full.' }),
    );
    await book();
    expect(result.current.outcome).toEqual({ status: 'failed', message: 'The class is full.' });
    await book();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
