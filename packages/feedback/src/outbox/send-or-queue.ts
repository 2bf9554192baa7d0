import { hubOk, type HubClient, type HubResult } from '@companion/hub-client';
import { isOffline } from '@companion/shell';
import { addToOutbox } from './outbox';
import { outboxItem, type OutboxEntry } from './outbox-item';
import { isNetworkFailure, sendEntry } from './send-entry';

/** What became of a send: the hub's answer, or a place in the outbox. */
export type Sent<T> = { queued: false; value: T } | { queued: true };

/**
 * Sends a rating or a problem report now, or, while offline or when the network fails under it,
 * keeps it in the outbox with the same idempotency key to go out when the hub answers again.
 * The hub's own refusals come back as errors, as before. `key` repeats an earlier send's key
 * (useSendOrQueue); without it the send is a new one.
 */
export async function sendOrQueue<T>(hub: HubClient, entry: OutboxEntry, key?: string): Promise<HubResult<Sent<T>>> {
  const item = outboxItem(entry, Date.now(), key);
  if (!isOffline()) {
    const result = await sendEntry(hub, item);
    if (result.ok) return hubOk({ queued: false, value: result.value as T });
    if (!isNetworkFailure(result.error)) return result;
  }
  await addToOutbox(item);
  return hubOk({ queued: true });
}

/** Straight into the outbox: the rest of a form once one of its sends had to wait. */
export async function queue(entry: OutboxEntry): Promise<void> {
  await addToOutbox(outboxItem(entry));
}
