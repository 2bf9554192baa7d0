import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFeatures, runBeforeLastSave } from '@companion/shell';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';

afterEach(() => authenticationStore.setState(signedOut));

describe('SessionBar', () => {
  it('shows the booking reference of a passenger and logs out, wiping guest data, then goes home', async () => {
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'test', clearGuestData: clearCart }]);
    const { router } = await renderSessionApp({ route: '/somewhere' });
    act(() =>
      authenticationStore.setState({ sessionId: 's1', isAuthenticated: true, sessionType: 'Passenger', bookingReference: 'AUR123456' }),
    );
    // "Booking" and the reference are two texts: a phone shows the reference alone.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Booking AUR123456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(authenticationStore.getState()).toMatchObject({ sessionId: undefined, isAuthenticated: false, bookingReference: undefined });
    expect(clearCart).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    unregister();
  });

  it('logging out on a login-required page lands home, not on /login', async () => {
    const routes = [
      screenRoute('/', () => <p>{'home page'}</p>),
      screenRoute('/guarded', () => <p>{'guarded page'}</p>, { requiresLogin: true }),
    ];
    const { router } = await renderSessionApp({
      route: '/guarded',
      routes,
      restoredSession: { sessionId: 's1', isAuthenticated: true, sessionType: 'Passenger', bookingReference: 'AUR123456' },
    });
    await screen.findByText('guarded page');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(authenticationStore.getState().isAuthenticated).toBe(false));
    await waitFor(() => expect(router.state).toMatchObject({ location: { pathname: '/' }, navigation: { state: 'idle' } }));
  });

  // A reload or a typed address right after Log out, before home has drawn: the saved state's last
  // write (pagehide) must already hold nobody, or the next page starts logged in again. The write's
  // listener is added first, as the persistence's is at start: chromium calls a window's pagehide
  // listeners in the order they were added, so the logout cannot count on a listener of its own.
  it('wipes before the page is left, ahead of the saved state’s last write, when home has not drawn yet', async () => {
    const savedAtPagehide: (string | undefined)[] = [];
    const lastWrite = () => {
      runBeforeLastSave();
      savedAtPagehide.push(authenticationStore.getState().sessionId);
    };
    window.addEventListener('pagehide', lastWrite);
    const routes = [
      screenRoute('/', () => <p>{'home page'}</p>),
      screenRoute('/guarded', () => <p>{'guarded page'}</p>, { requiresLogin: true }),
    ];
    await renderSessionApp({
      route: '/guarded',
      routes,
      restoredSession: { sessionId: 's1', isAuthenticated: true, sessionType: 'Passenger', bookingReference: 'AUR123456' },
    });
    await screen.findByText('guarded page');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      window.dispatchEvent(new Event('pagehide'));
    });
    window.removeEventListener('pagehide', lastWrite);
    expect(savedAtPagehide).toEqual([undefined]);
    expect(authenticationStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the PMS name and hides logout for a RemotePms session', async () => {
    await renderSessionApp({ route: '/somewhere' });
    act(() => authenticationStore.setState({ sessionId: 's2', isAuthenticated: true, sessionType: 'RemotePms', pmsName: 'Berger, Anna' }));
    expect(screen.getByText('Berger, Anna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows nothing when nobody is logged in', async () => {
    await renderSessionApp({ route: '/somewhere' });
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
