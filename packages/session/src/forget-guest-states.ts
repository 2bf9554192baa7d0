/** Where `sealGuestState` keeps what a guest's pages hand each other: the tab's session storage. */
export const GUEST_STATE_PREFIX = 'companion.guest-state.';

function keptKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(GUEST_STATE_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Part of every logout; on its own, so the first route carries the wipe and not the rest. */
export function forgetGuestStates(keep = 0): void {
  try {
    const older = keptKeys(sessionStorage).sort();
    for (const key of older.slice(0, Math.max(0, older.length - keep))) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was kept there.
  }
}
