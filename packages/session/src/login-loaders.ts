import type { HubClient } from '@companion/hub-client';

/**
 * What a passenger login loads before the guest goes on (platform.md §4.2: itinerary, cart,
 * bookings). Each feature registers its own loader; a loader answers false when it failed.
 */
export type LoginLoader = (hub: HubClient) => Promise<boolean>;

export type LoginLoaderOptions = {
  /** Run again whenever the app starts with a passenger session (platform.md §4.1: cart and bookings). */
  refreshOnLoad?: boolean;
};

const loaders = new Map<LoginLoader, LoginLoaderOptions>();

export function registerLoginLoader(loader: LoginLoader, options: LoginLoaderOptions = {}): () => void {
  loaders.set(loader, options);
  return () => loaders.delete(loader);
}

export async function runLoginLoaders(hub: HubClient): Promise<boolean> {
  const results = await Promise.all([...loaders.keys()].map((load) => load(hub).catch(() => false)));
  return results.every(Boolean);
}

/** The loaders that refresh a passenger session on start; a failure keeps what was saved. */
export async function runRefreshOnLoad(hub: HubClient): Promise<void> {
  const refreshing = [...loaders].filter(([, options]) => options.refreshOnLoad).map(([load]) => load(hub).catch(() => false));
  await Promise.all(refreshing);
}
