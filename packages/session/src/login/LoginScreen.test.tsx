import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCredentials } from '@companion/hub-sim';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { chooseLoginForm, LoginScreen } from './LoginScreen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];

async function fillPassenger(reference: string, surname: string) {
  await userEvent.type(screen.getByLabelText('Booking reference'), reference);
  await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), surname);
}

describe('chooseLoginForm', () => {
  it.each([
    ['Retina', false, false, 'retina'],
    ['HotelFriend', false, false, 'name'],
    ['Passenger', true, false, 'name'],
    ['Resco', false, true, 'card'],
    ['Resco', false, false, 'account'],
    ['Passenger', false, false, 'passenger'],
  ] as const)('%s (by name %s, kiosk %s) shows the %s form', (type, byName, kiosk, form) => {
    expect(chooseLoginForm(type, byName, kiosk)).toBe(form);
  });
});

describe('passenger login', () => {
  it('defaults the departure date to today and refuses earlier dates', async () => {
    await renderSessionApp({ route: '/login', routes });
    const date = await screen.findByLabelText('Departure date');
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(date).toHaveValue(iso);
    expect(date).toHaveAttribute('min', iso);
  });

  it('disables the button while submitting and ignores a second submit', async () => {
    const { demo } = await renderSessionApp({ route: '/login', routes });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passenger.bookingReference, demoCredentials.passenger.lastName);
    const button = screen.getByRole('button', { name: 'Log in' });
    await userEvent.dblClick(button);
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(demo.state.sessions.size).toBe(1);
  });

  it('shows loginFailed with a period and marks all three fields', async () => {
    await renderSessionApp({ route: '/login', routes });
    await screen.findByLabelText('Booking reference');
    await fillPassenger('NOPE', 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed, please check your data and try again.')).toBeInTheDocument();
    for (const label of ['Departure date', 'Booking reference', 'Surname of the lead passenger'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a logged-in guest away from /login', async () => {
    const { router } = await renderSessionApp({ route: '/', routes });
    await act(async () => {
      authenticationStore.setState({ sessionId: 's', isAuthenticated: true });
      await router.navigate('/login');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('PIN change after login', () => {
  async function loginNeedingPin() {
    const view = await renderSessionApp({ route: '/login', routes });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passengerWithPinChange.bookingReference, demoCredentials.passengerWithPinChange.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Choose a new PIN' }) };
  }

  it('keeps the session id but not the login until the PIN is changed', async () => {
    await loginNeedingPin();
    expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, pinChangeRequired: true });
    expect(authenticationStore.getState().sessionId).toBeTruthy();
  });

  it('completes the login with a valid new PIN', async () => {
    const { dialog } = await loginNeedingPin();
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(authenticationStore.getState().isAuthenticated).toBe(true);
  });

  it('hides Confirm after a failed change', async () => {
    const { dialog, demo } = await loginNeedingPin();
    demo.state.sessions.clear();
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('There has been an error with changing your PIN.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('closes with Back', async () => {
    const { dialog } = await loginNeedingPin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(authenticationStore.getState().sessionId).toBeUndefined();
  });
});

describe('other login forms', () => {
  it('Resco requires the PIN only when PIN login is enabled', async () => {
    await renderSessionApp({ route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    expect(await screen.findByLabelText('PIN (if you have one)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account number'), demoCredentials.resco.accountNumber);
    await userEvent.type(screen.getByLabelText('Cabin number'), demoCredentials.resco.cabin);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authenticationStore.getState().isAuthenticated).toBe(true));
  });

  it('the kiosk card scan logs in on Enter and hides the footer', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    const reader = await screen.findByLabelText('Card reader');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(reader, `;${demoCredentials.cardScan.accountNumber}=2612?{Enter}`);
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: true, sessionType: 'RemotePms' }));
  });

  it('shows the operator login help from the loginFormExtra hashtag, sanitised', async () => {
    await renderSessionApp({ route: '/login', routes });
    expect(await screen.findByRole('heading', { name: 'Guest Login Help' })).toBeInTheDocument();
  });
});
