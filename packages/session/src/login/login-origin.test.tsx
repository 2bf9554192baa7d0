import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoGuests } from '@companion/hub-sim';
import { authenticationStore, signedOut } from '../authentication-store';
import { handleForbidden } from '../clear-authentication';
import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [
  screenRoute('/', () => <p>{'home page'}</p>),
  screenRoute('/login', LoginScreen),
  screenRoute('/my_account', () => <h1>{'account page'}</h1>, { requiresLogin: true }),
];

const renderKiosk = () =>
  renderSessionApp({ device: 'Kiosk', route: '/', routes, patchConfig: (config) => withAuthentication(config, 'Resco') });

async function scanCard(guest: { accountNumber: string; lastName: string; firstName: string }) {
  await userEvent.type(await screen.findByLabelText('Card reader'), `;${guest.accountNumber}=2612?{Enter}`);
  await screen.findByText(`${guest.lastName}, ${guest.firstName}`);
}

describe('the login origin after a logout', () => {
  /**
   * The first guest taps My Account, is sent to the card reader (the origin /my_account is kept in
   * that history entry), goes home without scanning, then logs in from the home page. That /login
   * entry with its origin is still in the kiosk's history when the session ends.
   */
  async function firstGuestLeavesAnOriginInHistory() {
    const view = await renderKiosk();
    await act(() => view.router.navigate('/my_account'));
    await screen.findByLabelText('Card reader');
    expect(view.router.state.location.state).toMatchObject({ from: '/my_account' });
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    await screen.findByText('home page');
    await act(() => view.router.navigate('/login'));
    await scanCard(demoGuests.smith);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    return view;
  }

  it('is forgotten when the session ends (Finish, as the idle logout, through useLogoutToHome): the next guest lands home', async () => {
    const { router } = await firstGuestLeavesAnOriginInHistory();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(authenticationStore.getState().isAuthenticated).toBe(false));
    // The next person presses Back (twice) onto the first guest's /login entry and scans their card.
    await act(() => router.navigate(-2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await scanCard(demoGuests.berger);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('account page')).not.toBeInTheDocument();
  });

  it('an HTTP 403 on a guarded page does not keep the page for the next login', async () => {
    const { router } = await renderKiosk();
    await act(() => router.navigate('/my_account'));
    await scanCard(demoGuests.smith);
    await screen.findByText('account page');
    act(() => handleForbidden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await scanCard(demoGuests.berger);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is still kept within one session: a guest sent to log in returns to their page', async () => {
    const { router } = await renderKiosk();
    await act(() => router.navigate('/my_account'));
    await scanCard(demoGuests.smith);
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_account');
  });
});
