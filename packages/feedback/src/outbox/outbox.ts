import type { HubClient } from '@companion/hub-client';
import { idbOutboxStorage } from './idb-outbox-storage';
import type { OutboxItem } from './outbox-item';
import { memoryOutboxStorage, type OutboxStorage } from './outbox-storage';
import { isNetworkFailure, sendEntry } from './send-entry';

/**
 * The feedback outbox: ratings and problem reports the guest sent while the hub could not be
 * reached. The list in memory mirrors the storage so screens read it synchronously; the
 * storage makes it survive a reload. One send at a time, so an item is never sent twice at once.
 */
let storage: OutboxStorage | undefined;
let items: readonly OutboxItem[] = [];
/** What the outbox sent during this visit, so the guest sees "Sent" where "Waiting" was (memory only). */
let sent: readonly OutboxItem[] = [];
let loading: Promise<void> | undefined;
let flushing: Promise<void> | undefined;
/** Raised by every clear: a send that was under way does not put a cleared item back. */
let generation = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function store(): OutboxStorage {
  return (storage ??= typeof indexedDB === 'undefined' ? memoryOutboxStorage() : idbOutboxStorage());
}

/** Tests (and only tests) choose the storage; the list in memory starts again from it. */
export function setOutboxStorage(replacement: OutboxStorage): void {
  storage = replacement;
  items = [];
  sent = [];
  loading = undefined;
  flushing = undefined;
  generation += 1;
  notify();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxItems(): readonly OutboxItem[] {
  return items;
}

export function sentOutboxItems(): readonly OutboxItem[] {
  return sent;
}

/** Reads what a previous visit left waiting (once; later calls share the first read). */
export function loadOutbox(): Promise<void> {
  return (loading ??= store()
    .all()
    .then((stored) => {
      const known = new Set(items.map((item) => item.key));
      items = [...stored.filter((item) => !known.has(item.key)), ...items];
      notify();
    })
    .catch(() => undefined));
}

export async function addToOutbox(item: OutboxItem): Promise<void> {
  items = [...items, item];
  notify();
  await store().put(item);
}

function replace(key: string, next: OutboxItem | undefined): void {
  items = next ? items.map((item) => (item.key === key ? next : item)) : items.filter((item) => item.key !== key);
  notify();
}

async function sendWaiting(hub: HubClient): Promise<void> {
  await loadOutbox();
  const started = generation;
  for (const item of items.filter((entry) => !entry.refused)) {
    const result = await sendEntry(hub, item);
    if (generation !== started) return;
    if (!result.ok && isNetworkFailure(result.error)) return; // still offline: keep the rest waiting
    if (result.ok) {
      sent = [...sent, item];
      replace(item.key, undefined);
      await store().remove(item.key);
    } else {
      const refused = { ...item, refused: true };
      replace(item.key, refused);
      await store().put(refused);
    }
  }
}

/** The guest takes away an item the hub refused: it is never sent again, so it need not stay listed. */
export async function removeRefused(key: string): Promise<void> {
  if (!items.some((item) => item.key === key && item.refused)) return;
  replace(key, undefined);
  await store().remove(key);
}

/** Sends everything waiting, oldest first; a call while a send runs waits for that one. */
export function flushOutbox(hub: HubClient): Promise<void> {
  if (!flushing)
    flushing = sendWaiting(hub)
      .catch(() => undefined)
      .finally(() => {
        flushing = undefined;
      });
  return flushing;
}

/**
 * At logout: one last try with the leaving guest's session (read by the caller before the wipe
 * takes it), then the outbox is emptied whether or not that try reached the hub
 * (docs/decisions.md). What a previous visit left in storage is read first, so it is tried too.
 */
export async function sendWaitingThenClear(hub: HubClient, sessionId: string | undefined): Promise<void> {
  await loadOutbox();
  const waiting = items.filter((item) => !item.refused);
  clearOutbox();
  await Promise.all(waiting.map((item) => sendEntry(hub, item, sessionId).catch(() => undefined)));
}

/** Logout's wipe: the outbox belongs to the guest who wrote it. */
export function clearOutbox(): void {
  generation += 1;
  items = [];
  sent = [];
  notify();
  void store()
    .clear()
    .catch(() => undefined);
}
