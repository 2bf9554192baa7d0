import { useSyncExternalStore } from 'react';
import type { Article, HubId } from '@companion/hub-client';

/**
 * The wayfinder profile of each article seen (platform.md §6), kept for the wayfinder panel.
 * It lives here until the panel arrives; it belongs a layer down (session) so both can reach it.
 */
type Profiles = ReadonlyMap<string, HubId>;

let profiles: Profiles = new Map();
const listeners = new Set<() => void>();

export function collectWayfinderProfiles(articles: readonly Article[], enableWayfinder: boolean): void {
  if (!enableWayfinder) return;
  const found = articles.filter((article) => article.wayfinderProfile != null);
  if (found.length === 0) return;
  const next = new Map(profiles);
  for (const article of found) next.set(String(article.id), article.wayfinderProfile!.id);
  profiles = next;
  listeners.forEach((listener) => listener());
}

export function clearWayfinderProfiles(): void {
  profiles = new Map();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The collected profiles, keyed by article id. */
export function useWayfinderProfiles(): Profiles {
  return useSyncExternalStore(subscribe, () => profiles);
}
