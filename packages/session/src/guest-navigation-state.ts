/**
 * Pages that show what a guest has just done (the booking confirmation, a photo order) are handed
 * it by the page before, as the spec has them read "the state passed in". History outlives a
 * guest: a logout replaces only the current entry, so the next guest, once logged in, could press
 * Back onto the previous guest's confirmation (with their e-mail and mobile number) or photo order
 * (with its download links). So the history entry carries only a key; the data sits in the tab's
 * session storage, which a reload keeps and every logout (button, kiosk idle logout, 403) wipes.
 */
const PREFIX = 'companion.guest-state.';
/** Enough for the pages a guest goes back through; older ones go first. */
const KEPT = 12;

export type GuestStateKey = { guestStateKey: string };

// Where session storage is refused (a private window's quota), the data lives as long as the page.
const inMemory = new Map<string, string>();
let sealed = 0;

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function keptKeys(): string[] {
  const store = storage();
  const keys = [...inMemory.keys()];
  if (store) {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
  }
  return keys;
}

function write(key: string, text: string) {
  try {
    const store = storage();
    if (store) {
      store.setItem(key, text);
      return;
    }
  } catch {
    // Full or refused: kept in memory instead.
  }
  inMemory.set(key, text);
}

/** The navigation state for a page that shows this guest's own data: a key, not the data. */
export function sealGuestState(value: unknown): GuestStateKey {
  const older = keptKeys().sort();
  for (const key of older.slice(0, Math.max(0, older.length - KEPT + 1))) forget(key);
  // Time, then the count within this page, so the oldest sort first.
  sealed += 1;
  const id = `${Date.now().toString(36).padStart(9, '0')}-${sealed.toString(36).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;
  write(PREFIX + id, JSON.stringify(value));
  return { guestStateKey: id };
}

/** What `sealGuestState` kept for this history entry, if this guest's session still holds it. */
export function openGuestState(state: unknown): unknown {
  const id = (state as Partial<GuestStateKey> | null | undefined)?.guestStateKey;
  if (typeof id !== 'string') return undefined;
  const text = inMemory.get(PREFIX + id) ?? storage()?.getItem(PREFIX + id) ?? null;
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function forget(key: string) {
  inMemory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept there.
  }
}

/** Part of every logout. */
export function forgetGuestStates(): void {
  for (const key of keptKeys()) forget(key);
}
