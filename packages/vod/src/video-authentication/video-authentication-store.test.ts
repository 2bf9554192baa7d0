// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHubClient } from '@companion/hub-client';
import { logout } from '@companion/session';
import { installFeatures } from '@companion/shell';
import { vodFeature } from '../vod-feature';
import { currentVideoAccess, rememberVideoLogin, VIDEO_TOKEN_LIFETIME_MS, videoAuthenticationStore } from './video-authentication-store';

// Logout reaches the video service only through the feature the app installs.
installFeatures([vodFeature]);

const access = { serviceUrl: 'https://video.example.test/api/', apiVersion: '3', deviceUuid: 'kiosk-7', token: 'video-token' };

function videoService(answer: string) {
  const calls: URL[] = [];
  const errors: string[] = [];
  const hub = createHubClient({
    hubApiUrl: 'https://hub.example.test/api/',
    getSessionId: () => undefined,
    fetch: async (input, init) => {
      calls.push(new URL((input instanceof Request ? input : new Request(input, init)).url));
      return new Response(answer);
    },
    logger: { warn: () => {}, error: (message) => errors.push(message) },
  });
  return { hub, calls, errors };
}

afterEach(() => {
  vi.useRealTimers();
  videoAuthenticationStore.setState({ access: undefined, validUntil: undefined });
});

describe('video authentication', () => {
  it('keeps a token for 6 hours', () => {
    rememberVideoLogin(access, 1_000);
    expect(currentVideoAccess(1_000 + VIDEO_TOKEN_LIFETIME_MS - 1)).toEqual(access);
    expect(currentVideoAccess(1_000 + VIDEO_TOKEN_LIFETIME_MS)).toBeUndefined();
  });

  it('logout logs out of the video service when a token exists, then clears video authentication', async () => {
    const { hub, calls, errors } = videoService('null');
    rememberVideoLogin(access);
    logout(hub);
    expect(videoAuthenticationStore.getState().access).toBeUndefined();
    await vi.waitFor(() => expect(calls.map((url) => url.pathname)).toEqual(['/api/customers/logout']));
    expect(calls[0]!.searchParams.get('token')).toBe('video-token');
    expect(errors).toEqual([]);
  });

  it('records an error when the video service answers something else than null, and clears anyway', async () => {
    const { hub, errors } = videoService('{"error":"unknown"}');
    rememberVideoLogin(access);
    logout(hub);
    expect(videoAuthenticationStore.getState().access).toBeUndefined();
    await vi.waitFor(() => expect(errors).toEqual(['The video-service logout failed']));
  });

  it('does not call the video service when there is no token', async () => {
    const { hub, calls } = videoService('null');
    // Fake timers let every pending promise and timer run to the end, so "no call" is not a race.
    vi.useFakeTimers();
    logout(hub);
    await vi.runAllTimersAsync();
    expect(calls).toEqual([]);
  });
});
