import { useSyncExternalStore } from 'react';

/**
 * Whether the guest's device can reach the hub right now. `navigator.onLine` alone lies on a
 * ship: the cabin is on Wi-Fi while the hub behind it is unreachable, so a failed hub request
 * also counts, until the next answer or the browser's `online` event clears it.
 */
let hubUnreachableSince: number | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The device's own network is down (the browser says so); the hub may be unreachable either way. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function isOffline(): boolean {
  return browserOffline() || hubUnreachableSince !== undefined;
}

/** When the hub was last found unreachable (ms since epoch), or undefined while it answers. */
export function offlineSince(): number | undefined {
  return hubUnreachableSince;
}

export function reportHubUnreachable(now: number = Date.now()): void {
  if (hubUnreachableSince !== undefined) return;
  hubUnreachableSince = now;
  notify();
}

export function reportHubReachable(): void {
  if (hubUnreachableSince === undefined) return;
  hubUnreachableSince = undefined;
  notify();
}

function onBrowserOnline(): void {
  reportHubReachable();
  notify();
}

export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

/** True while the hub cannot be reached: screens disable what needs the hub and say why. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
}
