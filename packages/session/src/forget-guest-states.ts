/** Where `sealGuestState` keeps what a guest's pages hand each other: the tab's session storage. */
export const GUEST_STATE_PREFIX = 'companion.guest-state.';

/** Part of every logout; on its own, so the first route carries the wipe and not the rest. */
export function forgetGuestStates(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(GUEST_STATE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was kept there.
  }
}
