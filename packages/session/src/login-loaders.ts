import type { HubClient } from '@companion/hub-client';
import { installedFeatures, type LoginLoader } from '@companion/shell';

const loaders = (): LoginLoader[] => installedFeatures().flatMap((feature) => feature.loginLoaders ?? []);

/** Every installed feature's login loader at once; true only when all of them loaded. */
export async function runLoginLoaders(hub: HubClient): Promise<boolean> {
  const results = await Promise.all(loaders().map(({ load }) => load(hub).catch(() => false)));
  return results.every(Boolean);
}

/** The loaders that refresh a passenger session on start; a failure keeps what was saved. */
export async function runRefreshOnLoad(hub: HubClient): Promise<void> {
  await Promise.all(
    loaders()
      .filter((loader) => loader.refreshOnLoad)
      .map(({ load }) => load(hub).catch(() => false)),
  );
}
