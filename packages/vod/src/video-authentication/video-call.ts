import type { HubClient, HubResult, VideoServiceAccess } from '@companion/hub-client';
import { currentVideoAccess, forgetVideoToken } from './video-authentication-store';
import { renewVideoLogin } from './video-login';

/**
 * One call to the video provider. It uses the token in memory (a screen's `access` may be older
 * than a login made since), and §4 "an error clears the token": any failure — a refusal, a 5xx, a
 * network failure, an unreadable answer — forgets the token the call used, so the next login
 * starts afresh instead of a dead token being sent until its 6 hours run out.
 *
 * A cleared token is replaced only when `renew` is set: the video screen's gate logs in once per
 * visit, and `useVideoData` sets `renew` for a Try again press. Every other call (a list's next
 * page, a guide block scrolled into view, a position report, a watchlist press, the automatic
 * refresh while the hub is away) goes on with the screen's token, so a failing provider costs at
 * most one login per visit or per press, never a storm of them.
 */
export async function callVideoService<T>(
  hub: HubClient,
  access: VideoServiceAccess,
  call: (live: VideoServiceAccess) => Promise<HubResult<T>>,
  options: { renew?: boolean } = {},
): Promise<HubResult<T>> {
  let live = currentVideoAccess();
  if (!live && options.renew) {
    const renewed = await renewVideoLogin(hub, access);
    if (!renewed.ok) return { ok: false, error: renewed.error };
    live = renewed.value;
  }
  const used = live ?? access;
  const result = await call(used);
  if (!result.ok) forgetVideoToken(used.token);
  return result;
}
