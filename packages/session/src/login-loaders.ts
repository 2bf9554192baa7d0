import type { HubClient } from '@companion/hub-client';

/**
 * What a passenger login loads before the guest goes on (platform.md §4.2: itinerary, cart,
 * bookings). Each feature registers its own loader; a loader answers false when it failed.
 */
export type LoginLoader = (hub: HubClient) => Promise<boolean>;

const loaders = new Set<LoginLoader>();

export function registerLoginLoader(loader: LoginLoader): () => void {
  loaders.add(loader);
  return () => loaders.delete(loader);
}

export async function runLoginLoaders(hub: HubClient): Promise<boolean> {
  const results = await Promise.all([...loaders].map((load) => load(hub).catch(() => false)));
  return results.every(Boolean);
}
