import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHubClient } from '@companion/hub-client';
import { createStatePersistence, PERSISTENCE_KEY } from '@companion/shell';
import { authenticationStore, signedOut, type AuthenticationState } from './authentication-store';
import { logout } from './logout';
import { persistAuthentication } from './persist-authentication';
import { renderSessionApp } from './test/render-session-screen';

const stopPersisting: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopPersisting.splice(0)) stop();
  authenticationStore.setState(signedOut);
});

/** Browser storage as the device keeps it between two starts of the app. */
function deviceStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    saved: () => data.get(PERSISTENCE_KEY) ?? '',
  };
}

/** One start of the app: the authentication slice saved to and restored from `storage`. */
function startApp(storage: ReturnType<typeof deviceStorage>) {
  const persistence = createStatePersistence({ storage });
  stopPersisting.push(persistAuthentication(persistence));
  return persistence;
}

const passenger: Partial<AuthenticationState> = {
  sessionId: 'demo-session-1',
  isAuthenticated: true,
  sessionType: 'Passenger',
  sessionName: 'Emily Smith',
  bookingReference: 'AUR123456',
};

const hub = createHubClient({
  hubApiUrl: 'https://hub.example.test/api/',
  getSessionId: () => undefined,
  fetch: () => Promise.reject(new Error('no network in this test')),
});

describe('the saved authentication slice', () => {
  it('keeps the booking reference in the session bar across a reload', async () => {
    const storage = deviceStorage();
    const persistence = startApp(storage);
    authenticationStore.setState(passenger);
    // The throttled save has run (at most 2 s later); then the app is closed, its memory is
    // gone, and it starts again.
    persistence.flush();
    stopPersisting.splice(0).forEach((stop) => stop());
    authenticationStore.setState(signedOut);
    startApp(storage);
    await renderSessionApp({ route: '/somewhere', restoredSession: authenticationStore.getState() });
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Booking AUR123456')).toBeInTheDocument();
  });

  it('saves what it restores: the session name, booking reference and PMS name', () => {
    const storage = deviceStorage();
    const persistence = startApp(storage);
    authenticationStore.setState({ ...passenger, pmsName: 'Smith, Emily' });
    persistence.flush();
    expect(JSON.parse(storage.saved()).slices.authentication).toMatchObject({
      sessionName: 'Emily Smith',
      bookingReference: 'AUR123456',
      pmsName: 'Smith, Emily',
    });
  });

  it('keeps nothing of the guest in storage after logout', () => {
    const storage = deviceStorage();
    const persistence = startApp(storage);
    authenticationStore.setState({ ...passenger, pmsName: 'Smith, Emily' });
    persistence.flush();
    logout(hub);
    persistence.flush();
    for (const secret of ['demo-session-1', 'Emily Smith', 'AUR123456', 'Smith, Emily']) expect(storage.saved()).not.toContain(secret);
  });

  it('does not bring back names without a logged-in session', () => {
    const storage = deviceStorage();
    storage.setItem(
      PERSISTENCE_KEY,
      JSON.stringify({
        version: 1,
        slices: { authentication: { sessionId: null, isAuthenticated: false, bookingReference: 'AUR123456' } },
      }),
    );
    startApp(storage);
    expect(authenticationStore.getState().bookingReference).toBeUndefined();
  });
});
