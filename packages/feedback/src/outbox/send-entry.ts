import { reportProblem, sendRatingAnswer, type HubClient, type HubError, type HubResult } from '@companion/hub-client';
import type { OutboxItem } from './outbox-item';

/**
 * The hub client with the item's `Idempotency-Key` on every request: a resend after a lost
 * answer is answered with the first answer, and nothing is created twice (docs/hub-contract.md).
 */
export function withIdempotencyKey(hub: HubClient, key: string, sessionId?: string): HubClient {
  // A hook, not `headers`: every hub call passes its own `headers` option, which replaces an
  // instance's headers in ky's merge even when it is undefined.
  const setHeaders = (request: Request) => {
    request.headers.set('Idempotency-Key', key);
    // At logout the session is read before the wipe and travels with the last sends.
    if (sessionId) request.headers.set('SessionId', sessionId);
  };
  return { ...hub, http: hub.http.extend({ hooks: { beforeRequest: [setHeaders] } }) };
}

export function sendEntry(hub: HubClient, item: OutboxItem, sessionId?: string): Promise<HubResult<unknown>> {
  const keyed = withIdempotencyKey(hub, item.key, sessionId);
  return item.kind === 'problem' ? reportProblem(keyed, item.report) : sendRatingAnswer(keyed, item.answer);
}

/** Failures the network caused: the send waits in the outbox. Anything else is the hub's answer. */
export function isNetworkFailure(error: HubError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}
