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

/** Resets every declared guest-data store to the state it started with, then runs the other clears. */
export function resetGuestStores(features: readonly FeatureContribution[] = installed): void {
  for (const feature of features) {
    for (const store of feature.guestStores ?? []) store.setState(store.getInitialState(), true);
  }
  for (const feature of features) feature.clearGuestData?.();
}
