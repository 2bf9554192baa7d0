import { create } from 'zustand';
import { logoutOfVideoService, type HubClient, type VideoServiceAccess } from '@companion/hub-client';

/** media-and-guest-services.md §9: the video token is valid 6 hours. */
export const VIDEO_TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;

/**
 * The guest's video-service login. Guest data: wiped on logout and on a failed login. Kept in
 * memory only — a token in browser storage would outlive a kiosk guest who pulls the plug;
 * the video login repeats silently when a /vod/ page is entered (docs/decisions.md).
 */
export type VideoAuthenticationState = { access: VideoServiceAccess | undefined; validUntil: number | undefined };

export const videoAuthenticationStore = create<VideoAuthenticationState>(() => ({ access: undefined, validUntil: undefined }));

export function rememberVideoLogin(access: VideoServiceAccess, now: number = Date.now()): void {
  videoAuthenticationStore.setState({ access, validUntil: now + VIDEO_TOKEN_LIFETIME_MS });
}

export function clearVideoAuthentication(): void {
  videoAuthenticationStore.setState({ access: undefined, validUntil: undefined });
}

/**
 * §4 "An error clears the token": forgets the token a failed call used. Only that token: a late
 * failure of a call made with an older token must not wipe a login made since (two screens would
 * otherwise take turns logging each other out).
 */
export function forgetVideoToken(token: string): void {
  if (videoAuthenticationStore.getState().access?.token === token) clearVideoAuthentication();
}

/** A token that exists and has not outlived its 6 hours. */
export function currentVideoAccess(now: number = Date.now()): VideoServiceAccess | undefined {
  const { access, validUntil } = videoAuthenticationStore.getState();
  return access && validUntil !== undefined && validUntil > now ? access : undefined;
}

/**
 * Logout says goodbye to the video service when a token exists (media-and-guest-services.md §4);
 * the session's wipe then clears video authentication whatever the answer.
 */
export function logoutOfVideoServiceStep(hub: HubClient): void {
  const { access } = videoAuthenticationStore.getState();
  if (!access) return;
  void logoutOfVideoService(hub, access).then((result) => {
    if (!result.ok) hub.logger.error('The video-service logout failed', result.error);
  });
}
