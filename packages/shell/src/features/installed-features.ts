import { wipeGuestCaches } from '../offline/wipe-guest-caches';
import type { FeatureContribution } from './feature-contribution';

let installed: readonly FeatureContribution[] = [];

/**
 * Adds the app's features to the ones start-up, login and logout work with. `bootApp` calls it
 * once; tests call it with the features they exercise. Answers a function that removes them.
 */
export function installFeatures(features: readonly FeatureContribution[]): () => void {
  installed = [...installed, ...features];
  return () => {
    installed = installed.filter((feature) => !features.includes(feature));
  };
}

export function installedFeatures(): readonly FeatureContribution[] {
  return installed;
}

/**
 * Resets every declared guest-data store to the state it started with, then runs the other clears,
 * and wipes what the guest's session may have left in Cache Storage (logout, the kiosk's idle
 * logout and a 403 all come through here).
 */
export function resetGuestStores(features: readonly FeatureContribution[] = installed): void {
  for (const feature of features) {
    for (const store of feature.guestStores ?? []) store.setState(store.getInitialState(), true);
  }
  for (const feature of features) feature.clearGuestData?.();
  // Asynchronous by nature (Cache Storage); the next guest's first request comes later anyway.
  void wipeGuestCaches().catch(() => undefined);
}
