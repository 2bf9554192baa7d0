import { useEffect, useSyncExternalStore } from 'react';
import { useHub } from '@companion/shell';
import type { OutboxItem } from './outbox-item';
import { outboxItems, sentOutboxItems, subscribeOutbox } from './outbox';
import { startOutboxSender } from './outbox-sender';

/** Every item waiting in the outbox; the screen re-renders when one is added or sent. */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, outboxItems, outboxItems);
}

/** What the outbox sent during this visit (it was listed as waiting before). */
export function useSentOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, sentOutboxItems, sentOutboxItems);
}

/**
 * Feedback screens make sure the sender runs with the app's hub client, so what waits is sent
 * even in an app that has not listed the feedback feature, and after a reload without login.
 */
export function useOutboxSender(): void {
  const hub = useHub();
  useEffect(() => startOutboxSender(hub), [hub]);
}
