type Fetch = typeof fetch;

/** What a test does with one POST: pass it on to the demo hub, lose its answer, or answer in its place. */
export type PostAnswer = (request: Request, demoFetch: Fetch) => Promise<Response>;

/**
 * For `wrapFetch`: every POST whose path contains `path` goes to `answer`; every other call goes
 * to the demo hub untouched. hub-client sends a `Request`; plain `fetch(url, init)` is read too.
 */
export const onPost =
  (path: string, answer: PostAnswer) =>
  (demoFetch: Fetch): Fetch =>
  (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    if (method.toUpperCase() !== 'POST' || !new URL(url).pathname.includes(path)) return demoFetch(input, init);
    return answer(input instanceof Request ? input : new Request(input, init), demoFetch);
  };

/** The browser's words for an answer that never arrived: they must never reach a guest. */
export const lostAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * Booking answers a hub may send for a booking it made without naming its reference
 * (bookable-services §3, §4: failure is the `failed` flag alone), for `it.each`.
 */
export const answersBookedWithoutReference: [string, Record<string, unknown>][] = [
  ['sends no reference', { failed: false }],
  ['sends a null reference', { failed: false, bookingReference: null }],
  ['sends a blank reference', { failed: false, bookingReference: ' ' }],
];
