/** Where `sealGuestState` keeps what a guest's pages hand each other: the tab's session storage. */
export const GUEST_STATE_PREFIX = 'companion.guest-state.';

/** The keys kept for this tab, oldest first (they start with the time); none without session storage. */
export function guestStateKeys(): string[] {
  try {
    return Object.keys(sessionStorage)
      .filter((key) => key.startsWith(GUEST_STATE_PREFIX))
      .sort();
  } catch {
    return [];
  }
}

/** Part of every logout; on its own, so the first route carries the wipe and not the sealing. */
export function forgetGuestStates(keys = guestStateKeys()): void {
  for (const key of keys) sessionStorage.removeItem(key);
}
