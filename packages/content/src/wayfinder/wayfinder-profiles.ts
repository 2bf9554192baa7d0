import { useSyncExternalStore } from 'react';
import type { Article, HubId } from '@companion/hub-client';

/**
 * The wayfinder profile of each article seen on the overview (platform.md §6). Nothing reads it
 * any more: the article detail hands its own profile to the app's wayfinder panel through the
 * shell slot (docs/decisions.md "Wayfinder and cabin finder"). Left only because OverviewScreen
 * still calls it; remove both together (issue 19's report).
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
