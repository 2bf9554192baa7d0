import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFeatures } from '@companion/shell';
import { createHubClient } from '@companion/hub-client';
import { authenticationStore, signedOut } from './authentication-store';
import { abandonLogin, logout } from './logout';

const errors: unknown[] = [];
const hub = createHubClient({
  hubApiUrl: 'https://hub.example.test/api/',
  getSessionId: () => undefined,
  fetch: () => Promise.reject(new Error('no network in this test')),
  logger: { warn: () => {}, error: (message) => errors.push(message) },
});

afterEach(() => {
  authenticationStore.setState(signedOut);
  errors.length = 0;
});

describe('logout', () => {
  it('runs every logout step while the guest data is still there, then wipes it', () => {
    authenticationStore.setState({ sessionId: 's1', isAuthenticated: true });
    let videoToken: string | undefined = 'video-token';
    const seen: (string | undefined)[] = [];
    const unregisterStep = installFeatures([{ name: 'test', logoutSteps: [() => seen.push(videoToken)] }]);
    const unregisterClear = installFeatures([{ name: 'test', clearGuestData: () => (videoToken = undefined) }]);
    logout(hub);
    expect(seen).toEqual(['video-token']);
    expect(videoToken).toBeUndefined();
    expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, sessionId: undefined });
    unregisterStep();
    unregisterClear();
  });

  it('still wipes everything when a logout step throws, and records the failure', () => {
    const clear = vi.fn();
    const unregisterStep = installFeatures([
      {
        name: 'test',
        logoutSteps: [
          () => {
            throw new Error('video service gone');
          },
        ],
      },
    ]);
    const unregisterClear = installFeatures([{ name: 'test', clearGuestData: clear }]);
    logout(hub);
    expect(clear).toHaveBeenCalled();
    expect(errors).toEqual(['A logout step failed']);
    unregisterStep();
    unregisterClear();
  });
});

describe('abandonLogin', () => {
  it('clears authentication and every guest store (video authentication included)', () => {
    authenticationStore.setState({ sessionId: 's1', isAuthenticated: false, sessionType: 'Passenger' });
    const clearVideo = vi.fn();
    const unregister = installFeatures([{ name: 'test', clearGuestData: clearVideo }]);
    abandonLogin('cart failed');
    expect(clearVideo).toHaveBeenCalled();
    expect(authenticationStore.getState()).toMatchObject({ sessionId: undefined, sessionType: undefined, errorMessage: 'cart failed' });
    unregister();
  });
});
