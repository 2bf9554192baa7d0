import { useSyncExternalStore } from 'react';
import { offlineSince, subscribeNetworkStatus } from './network-status';

/**
 * "From when" is what the guest sees while offline: the time the answers on screen were fetched.
 * Two sources, the oldest wins while the hub is unreachable:
 * - the service worker stamps every public hub answer it stores (`x-companion-stored-at`); an
 *   answer carrying the stamp came from its cache, so it is as old as the stamp;
 * - otherwise the screen still shows what the shell kept in memory, which is at most as old as
 *   the last answer the hub gave.
 * Cleared when the hub answers again (a fresh answer means fresh data follows).
 */
export const STORED_AT_HEADER = 'x-companion-stored-at';

let lastHubAnswerAt: number | undefined;
let oldestCachedAnswerAt: number | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** A network answer from the hub: what comes next is fresh. */
export function recordHubAnswer(now: number = Date.now()): void {
  lastHubAnswerAt = now;
  if (oldestCachedAnswerAt === undefined) return;
  oldestCachedAnswerAt = undefined;
  notify();
}

/** An answer the service worker served from its cache, stored at `storedAt` (ms since epoch). */
export function recordCachedAnswer(storedAt: number): void {
  if (!Number.isFinite(storedAt)) return;
  if (oldestCachedAnswerAt !== undefined && oldestCachedAnswerAt <= storedAt) return;
  oldestCachedAnswerAt = storedAt;
  notify();
}

/** When what is shown was loaded: the oldest cached answer, else the last hub answer. */
export function shownDataTime(): number | undefined {
  return oldestCachedAnswerAt ?? lastHubAnswerAt;
}

/** For tests: forget everything. */
export function resetShownDataTime(): void {
  lastHubAnswerAt = undefined;
  oldestCachedAnswerAt = undefined;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShownDataTime(): number | undefined {
  return useSyncExternalStore(subscribe, shownDataTime, () => undefined);
}

/** Whether a hub request failed or was answered from the cache since the hub last answered. */
export function isHubUnreachable(): boolean {
  return offlineSince() !== undefined;
}

export function useHubUnreachable(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isHubUnreachable, () => false);
}
