import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type ApplicableGuest } from '@companion/hub-client';
import { answersBookedWithoutReference, renderHookOnDemoDevice, lostAnswer, onPost, type PostAnswer } from '@companion/screen-harness';
import { useBookExcursion } from './use-book-excursion';

const party: readonly ApplicableGuest[] = [{ accountNumber: '1001', firstName: 'Emily', lastName: 'Smith' }];

/** The hook on a demo device whose booking calls `answer` answers; the idempotency keys they carried. */
async function renderBooking(answer: PostAnswer) {
  const keys: (string | null)[] = [];
  const { result } = await renderHookOnDemoDevice(() => useBookExcursion('excursion-1'), {
    wrapFetch: onPost('/excursions/book/', (request, demoFetch) => {
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      return answer(request, demoFetch);
    }),
  });
  const book = () => act(() => result.current.book(party));
  return { result, keys, book };
}

describe('useBookExcursion', () => {
  // Failure is the `failed` flag alone (bookable-services §3, §4); the reference may be missing.
  it.each(answersBookedWithoutReference)('reads the booking as made when the hub %s', async (_case, answer) => {
    const { result, book } = await renderBooking(async () => Response.json(answer));
    await book();
    expect(result.current.outcome).toEqual({ kind: 'booked', reference: undefined, guests: party });
  });

  // The resend of an open outcome must carry the first key, so the hub that booked books once.
  it('keeps the key of an open outcome until the hub answers booked without a reference', async () => {
    let loseAnswer = true;
    const { result, keys, book } = await renderBooking(async () => (loseAnswer ? lostAnswer() : Response.json({ failed: false })));
    await book();
    expect(result.current.outcome.kind).toBe('unknown');
    expect(result.current.isResend(party)).toBe(true);
    loseAnswer = false;
    await book();
    expect(result.current.outcome).toMatchObject({ kind: 'booked', reference: undefined });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  // A booking the hub confirmed closes its attempt: reusing its key would only replay that booking.
  it('starts a new attempt after a booking without a reference', async () => {
    const { result, keys, book } = await renderBooking(async () => Response.json({ failed: false }));
    await book();
    expect(result.current.isResend(party)).toBe(false);
    await book();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('still reads `failed: true` as the hub’s refusal, with its words', async () => {
    const { result, book } = await renderBooking(async () => Response.json({ failed: true, systemInformation: 'The coach is full.' }));
    await book();
    expect(result.current.outcome).toEqual({ kind: 'refused', reason: 'The coach is full.' });
  });
});
