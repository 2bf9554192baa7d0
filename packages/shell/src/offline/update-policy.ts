import type { AppKind } from '../shell-context';

/**
 * When a new version of the app takes over (docs/decisions.md, "Update policy"). A guest is never
 * trapped on an old version, and never loses what they are doing to a reload:
 * - a phone (guest app) takes the new version on the next navigation: the route the guest asked
 *   for is loaded in full by the new version, which is the moment a page change happens anyway;
 * - a kiosk or signage screen takes it when idle (nobody touched it for `UPDATE_WHEN_IDLE_MS`
 *   and no guest is logged in), i.e. in its attract state, after the kiosk's idle logout.
 */
export const UPDATE_WHEN_IDLE_MS = 90_000;

export type UpdateMoment = 'next-navigation' | 'when-idle';

export function updateMomentFor(appKind: AppKind): UpdateMoment {
  return appKind === 'guest' ? 'next-navigation' : 'when-idle';
}

export type UpdatePolicy = {
  /** A new version is installed and waits. */
  onWaiting(): void;
  /** The guest went to another route. */
  onNavigation(): void;
  /** The device is idle: no activity for UPDATE_WHEN_IDLE_MS and nobody logged in. */
  onIdle(): void;
  /** Whether a new version waits (for tests and the frame). */
  isWaiting(): boolean;
};

/** `activate` tells the waiting worker to take over and loads the page again under it. */
export function createUpdatePolicy(appKind: AppKind, activate: () => void): UpdatePolicy {
  const moment = updateMomentFor(appKind);
  let waiting = false;
  let activated = false;
  const take = () => {
    if (!waiting || activated) return;
    activated = true;
    activate();
  };
  return {
    onWaiting: () => {
      waiting = true;
    },
    onNavigation: () => {
      if (moment === 'next-navigation') take();
    },
    onIdle: () => {
      if (moment === 'when-idle') take();
    },
    isWaiting: () => waiting && !activated,
  };
}

/** Idle for an update: long enough without a touch, and no guest session on the device. */
export function isIdleForUpdate(idleForMs: number, hasSession: boolean): boolean {
  return !hasSession && idleForMs >= UPDATE_WHEN_IDLE_MS;
}
