import { forgetGuestStates, GUEST_STATE_PREFIX, guestStateKeys } from './forget-guest-states';

/**
 * Pages that show what a guest has just done (the booking confirmation, a photo order) are handed
 * it by the page before, as the spec has them read "the state passed in". History outlives a
 * guest: a logout replaces only the current entry, so the next guest, once logged in, could press
 * Back onto the previous guest's confirmation (with their e-mail and mobile number) or photo order
 * (with its download links). So the history entry carries only a key; the data sits in the tab's
 * session storage, which a reload keeps and every logout (button, kiosk idle logout, 403) wipes
 * (`forgetGuestStates`). Without session storage the page says it has nothing to show.
 */
export type GuestStateKey = { guestStateKey: string };

/** Enough for the pages a guest goes back through; older ones go first. */
const KEPT = 12;
let sealed = 0;

/** The navigation state for a page that shows this guest's own data: a key, not the data. */
export function sealGuestState(value: unknown): GuestStateKey {
  const kept = guestStateKeys();
  forgetGuestStates(kept.slice(0, Math.max(0, kept.length - KEPT + 1)));
  // Time, then the count within this page, so the oldest sort first.
  sealed += 1;
  const id = `${Date.now().toString(36).padStart(9, '0')}-${sealed.toString(36).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    sessionStorage.setItem(GUEST_STATE_PREFIX + id, JSON.stringify(value));
  } catch {
    // Full or refused: the next page says it has nothing to show.
  }
  return { guestStateKey: id };
}

/** What `sealGuestState` kept for this history entry, if this guest's session still holds it. */
export function openGuestState(state: unknown): unknown {
  const id = (state as Partial<GuestStateKey> | null | undefined)?.guestStateKey;
  if (typeof id !== 'string') return undefined;
  try {
    const text = sessionStorage.getItem(GUEST_STATE_PREFIX + id);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
