import { screen, waitFor } from '@testing-library/react';
import { installFeatures } from '@companion/shell';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCredentials } from '@companion/hub-sim';
import { authenticationStore, signedOut } from './authentication-store';
import { LoginScreen } from './login/LoginScreen';
import { renderSessionApp, screenRoute } from './test/render-session-screen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];

async function logInPassenger() {
  await screen.findByLabelText('Booking reference');
  await userEvent.type(screen.getByLabelText('Booking reference'), demoCredentials.passenger.bookingReference);
  await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), demoCredentials.passenger.lastName);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('after a passenger login', () => {
  it('loads what the features registered before going on', async () => {
    let loaded = false;
    const unregister = installFeatures([{ name: 'test', loginLoaders: [{ load: async () => ((loaded = true), true) }] }]);
    await renderSessionApp({ route: '/login', routes });
    await logInPassenger();
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(loaded).toBe(true);
    unregister();
  });

  it('undoes the login when the holiday cannot be loaded', async () => {
    const unregister = installFeatures([{ name: 'test', loginLoaders: [{ load: async () => false }] }]);
    await renderSessionApp({ route: '/login', routes });
    await logInPassenger();
    expect(await screen.findByText("The ship's system could not be reached. Please try again in a moment.")).toBeInTheDocument();
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, sessionId: undefined }));
    unregister();
  });
});

describe('a passenger session restored at start', () => {
  it('refreshes what registered refreshOnLoad (cart, bookings), and nothing else', async () => {
    const refreshed: string[] = [];
    const unregisterCart = installFeatures([
      { name: 'test', loginLoaders: [{ load: async () => (refreshed.push('cart'), true), refreshOnLoad: true }] },
    ]);
    const unregisterHoliday = installFeatures([{ name: 'test', loginLoaders: [{ load: async () => (refreshed.push('holiday'), true) }] }]);
    await renderSessionApp({
      route: '/my_holiday',
      routes,
      restoredSession: { sessionId: 'restored', isAuthenticated: true, sessionType: 'Passenger', bookingReference: 'AUR123456' },
    });
    await waitFor(() => expect(refreshed).toEqual(['cart']));
    unregisterCart();
    unregisterHoliday();
  });

  it('does not refresh a RemotePms session or a signed-out visitor', async () => {
    const refresh = vi.fn(async () => true);
    const unregister = installFeatures([{ name: 'test', loginLoaders: [{ load: refresh, refreshOnLoad: true }] }]);
    await renderSessionApp({
      route: '/somewhere',
      routes,
      restoredSession: { sessionId: 'pms', isAuthenticated: true, sessionType: 'RemotePms' },
    });
    await renderSessionApp({ route: '/somewhere', routes });
    await screen.findAllByText('other page');
    expect(refresh).not.toHaveBeenCalled();
    unregister();
  });
});

describe('a passenger login that cannot load', () => {
  it('also wipes whatever other stores already held (video authentication, a loaded cart)', async () => {
    let videoToken: string | undefined = 'stale-token';
    const unregisterClear = installFeatures([{ name: 'test', clearGuestData: () => (videoToken = undefined) }]);
    const unregister = installFeatures([{ name: 'test', loginLoaders: [{ load: async () => false }] }]);
    await renderSessionApp({ route: '/login', routes });
    await logInPassenger();
    await screen.findByText("The ship's system could not be reached. Please try again in a moment.");
    expect(videoToken).toBeUndefined();
    unregister();
    unregisterClear();
  });
});
