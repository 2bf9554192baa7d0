import type { StatePersistence } from '../persistence/state-persistence';
import type { FeatureContribution } from './feature-contribution';

let installed: readonly FeatureContribution[] = [];
let forgetUnregisteredSlices: () => void = () => {};

/**
 * Adds the app's features to the ones start-up, login and logout work with. `bootApp` calls it
 * once; tests call it with the features they exercise. Answers a function that removes them.
 */
export function installFeatures(
  features: readonly FeatureContribution[],
  persistence?: Pick<StatePersistence, 'forgetUnregistered'>,
): () => void {
  installed = [...installed, ...features];
  if (persistence) forgetUnregisteredSlices = () => persistence.forgetUnregistered();
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
  // A slice whose code has not loaded yet must not restore the guest's saved data later.
  forgetUnregisteredSlices();
  // Asynchronous by nature (Cache Storage), and loaded only at a logout: the next guest's first
  // request comes later anyway.
  void import('../offline/wipe-guest-caches').then(({ wipeGuestCaches }) => wipeGuestCaches()).catch(() => undefined);
}
