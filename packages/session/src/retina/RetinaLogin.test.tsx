import { act, screen, waitFor } from '@testing-library/react';
import { installFeatures } from '@companion/shell';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringCall, demoCredentials, failingCall } from '@companion/hub-sim';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, type RenderSessionOptions } from '../test/render-session-screen';
import { RetinaLoginScreen } from './RetinaLoginScreen';
import { RetinaLoginSuccess } from './RetinaLoginSuccess';

afterEach(() => {
  vi.useRealTimers();
  authenticationStore.setState(signedOut);
});

const unreachableLogin: RenderSessionOptions['interceptFetch'] = (demoFetch) => async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.includes('authentication/loginByPms')) throw new TypeError('Failed to fetch');
  return demoFetch(input, init);
};

const routes = [
  screenRoute('/retina/login/:id/:room', RetinaLoginScreen),
  screenRoute('/retina/login/:token', RetinaLoginScreen),
  screenRoute('/retina/loginsuccess', RetinaLoginSuccess),
];

describe('Retina PMS login', () => {
  it('logs in by account and room, then counts down 5 seconds to home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderSessionApp({
      route: `/retina/login/${demoCredentials.retina.account}/${demoCredentials.retina.room}`,
      routes,
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Smith, Emily' })).toBeInTheDocument();
    expect(screen.getByText('You will be taken to the start page in 5 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('You will be taken to the start page in 4 seconds.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retina/loginsuccess');
    // Each second is its own timer, set after the previous tick has rendered.
    // One tick more than needed: under load a render may land after a tick.
    for (let second = 0; second < 6 && router.state.location.pathname !== '/'; second += 1)
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('clears authentication and shows the reception message on failure', async () => {
    authenticationStore.setState({ sessionId: 'old', isAuthenticated: true });
    await renderSessionApp({ route: '/retina/login/bad-token', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please visit the reception');
    expect(authenticationStore.getState().isAuthenticated).toBe(false);
  });

  // The room system's link during a hub outage: the guest's details were never judged, so no reception.
  it.each([
    ['the hub cannot be reached', { interceptFetch: unreachableLogin }],
    ['the hub answers 503', { overrides: [failingCall('post', '*/authentication/loginByPms', 503)] }],
    ['the hub answers something malformed', { overrides: [answeringCall('post', '*/authentication/loginByPms', { unexpected: true })] }],
  ])('says the ship’s system could not be reached when %s', async (_case, outage) => {
    await renderSessionApp({ route: `/retina/login/${demoCredentials.retina.account}/${demoCredentials.retina.room}`, routes, ...outage });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The ship's system could not be reached. Please try again in a moment.");
    expect(alert).not.toHaveTextContent(/reception/);
    expect(authenticationStore.getState().isAuthenticated).toBe(false);
  });

  it('wipes all guest data on failure, not only authentication', async () => {
    // What an earlier guest left on the device: their cart, their holiday.
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'test', clearGuestData: clearCart }]);
    await renderSessionApp({ route: '/retina/login/bad-token', routes });
    await screen.findByRole('alert');
    expect(clearCart).toHaveBeenCalled();
    unregister();
  });

  it('offers a link straight to the start page', async () => {
    await renderSessionApp({
      route: '/retina/loginsuccess',
      routes,
      restoredSession: { sessionId: 's', isAuthenticated: true, sessionType: 'RemotePms', pmsName: 'Smith, Emily' },
    });
    expect(await screen.findByRole('link', { name: 'Click here to go now' })).toHaveAttribute('href', '/');
  });
});
