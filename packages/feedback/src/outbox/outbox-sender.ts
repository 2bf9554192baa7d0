import type { HubClient } from '@companion/hub-client';
import { browserOffline, isOffline, subscribeNetworkStatus } from '@companion/shell';
import { flushOutbox, loadOutbox, outboxItems } from './outbox';

/** Shorter than the 5 s within which a waiting send must leave once the hub answers again. */
export const OUTBOX_RETRY_MS = 2_000;

let currentHub: HubClient | undefined;
let stop: (() => void) | undefined;

function trySend(): void {
  if (!currentHub || browserOffline()) return;
  if (!outboxItems().some((item) => !item.refused)) return;
  void flushOutbox(currentHub);
}

/**
 * Sends the outbox when the network returns: at once on the browser's `online` event and when
 * the shell's network status turns online, and on a short timer for a hub that comes back while
 * the browser never went offline (no Background Sync: Safari and Firefox lack it). Starting
 * again only swaps the hub client; it reads what a previous visit left waiting.
 */
export function startOutboxSender(hub: HubClient): void {
  currentHub = hub;
  // At once only while the hub is thought reachable; otherwise the timer probes for it.
  void loadOutbox().then(() => {
    if (!isOffline()) trySend();
  });
  if (stop) return;
  const onStatus = () => {
    if (!isOffline()) trySend();
  };
  const unsubscribe = subscribeNetworkStatus(onStatus);
  if (typeof window !== 'undefined') window.addEventListener('online', trySend);
  const timer = setInterval(trySend, OUTBOX_RETRY_MS);
  stop = () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('online', trySend);
    clearInterval(timer);
  };
}

/** Tests stop the sender between cases, so no timer outlives its demo hub. */
export function stopOutboxSender(): void {
  stop?.();
  stop = undefined;
  currentHub = undefined;
}
