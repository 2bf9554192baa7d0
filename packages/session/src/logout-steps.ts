import type { HubClient } from '@companion/hub-client';

/**
 * Work a feature must start before the guest's data is wiped, with the data still present: the
 * video-service logout needs the video token that the wipe removes (media-and-guest-services.md
 * §4). A step reads what it needs synchronously; what it sends may finish after the wipe.
 */
export type LogoutStep = (hub: HubClient) => void;

const steps = new Set<LogoutStep>();

export function registerLogoutStep(step: LogoutStep): () => void {
  steps.add(step);
  return () => steps.delete(step);
}

export function runLogoutSteps(hub: HubClient): void {
  for (const step of steps) {
    try {
      step(hub);
    } catch (error) {
      // One feature's failed goodbye must never keep the next guest from a clean device.
      hub.logger.error('A logout step failed', error);
    }
  }
}
