import type { HubClient } from '@companion/hub-client';
import { installedFeatures } from '@companion/shell';

/** Starts every installed feature's goodbye (the video-service logout) before the wipe. */
export function runLogoutSteps(hub: HubClient): void {
  for (const step of installedFeatures().flatMap((feature) => feature.logoutSteps ?? [])) {
    try {
      step(hub);
    } catch (error) {
      // One feature's failed goodbye must never keep the next guest from a clean device.
      hub.logger.error('A logout step failed', error);
    }
  }
}
