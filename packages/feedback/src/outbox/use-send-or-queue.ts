import { useCallback, useRef } from 'react';
import { isHubRefusal, newIdempotencyKey, type HubResult } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { sentContent, type OutboxEntry } from './outbox-item';
import { sendOrQueue, type Sent } from './send-or-queue';

/**
 * sendOrQueue for one form, keeping a send's idempotency key while the hub's answer leaves its
 * fate open. A 5xx or an unreadable answer may come from a hub (or a proxy in front of it) that
 * created the report: the same report sent again carries the same key, so the hub creates it
 * once. A changed report is another report, and after a refusal (a 4xx, or a rating answered
 * `failed: true`) the hub created nothing, so both go with a new key.
 */
export function useSendOrQueue() {
  const hub = useHub();
  // By sent content, not only the last send: a guest may edit, fail again, and go back to the first text.
  const open = useRef(new Map<string, string>());
  return useCallback(
    async <T>(entry: OutboxEntry): Promise<HubResult<Sent<T>>> => {
      const content = sentContent(entry);
      const key = open.current.get(content) ?? newIdempotencyKey();
      const result = await sendOrQueue<T>(hub, entry, key);
      if (!result.ok && !isHubRefusal(result.error)) open.current.set(content, key);
      else open.current.delete(content);
      return result;
    },
    [hub],
  );
}
