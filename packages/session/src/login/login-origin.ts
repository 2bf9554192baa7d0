/**
 * The page a guest was on when the guard sent them to /login rides in /login's history entry, and
 * history outlives a guest: after a logout the next person at a kiosk can press Back onto that
 * entry and be taken, once logged in, to the previous guest's page. So every origin carries the
 * stamp of the session period it was made in; a logout (any path) starts a new period and every
 * older origin is ignored. The page-load part keeps entries from before a reload out too.
 */
const pageLoad = Math.random().toString(36).slice(2, 10);
let period = 0;

export type LoginOriginState = { from: string; stamp: string };

export function currentOriginStamp(): string {
  return `${pageLoad}:${period}`;
}

/**
 * The navigation state for a link to /login that should bring the guest back ("Log in to
 * book"): stamped with the current session period like the guard's own.
 */
export function loginOriginState(from: string): LoginOriginState {
  return { from, stamp: currentOriginStamp() };
}

/** Called by every logout: button, kiosk idle logout, HTTP 403. */
export function forgetLoginOrigins(): void {
  period += 1;
}

export function originFromState(state: unknown): string | undefined {
  const origin = state as Partial<LoginOriginState> | null | undefined;
  if (typeof origin?.from !== 'string' || origin.stamp !== currentOriginStamp()) return undefined;
  return origin.from === '/login' ? undefined : origin.from;
}
