import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFeatures, type LoginLoader } from '@companion/shell';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { answeringCall, demoCredentials, demoGuests } from '@companion/hub-sim';
import { authenticationStore, signedOut } from '../authentication-store';

import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { currentOriginStamp } from './login-origin';
import { todayIso } from './login-requests';
import { chooseLoginForm, LoginScreen } from './LoginScreen';

const unregisterLoaders: (() => void)[] = [];
afterEach(() => {
  authenticationStore.setState(signedOut);
  for (const unregister of unregisterLoaders.splice(0)) unregister();
});

/** A login loader for this test only. */
function withLoginLoader(loader: LoginLoader['load']) {
  unregisterLoaders.push(installFeatures([{ name: 'test', loginLoaders: [{ load: loader }] }]));
}

const pinLoginEnabled = (config: DeviceConfig): DeviceConfig => ({
  ...withAuthentication(config, 'Resco'),
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, pinLoginEnabled: true } },
});

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Holds every call whose address contains `pathPart` until `release()`, to see a screen mid-request. */
function holdCall(pathPart: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const interceptFetch =
    (demoFetch: typeof fetch): typeof fetch =>
    async (input, init) => {
      if (urlOf(input).includes(pathPart)) await held;
      return demoFetch(input, init);
    };
  return { interceptFetch, release: () => release() };
}

/** The JSON body of a request the hub client sends, whether it passed a Request or a body. */
async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  if (input instanceof Request) return input.clone().json();
  return JSON.parse(String(init?.body));
}

/** Notes the body of every pms/changePin the app sends, passing each on to the demo hub. */
function recordingPinChanges() {
  const sent: unknown[] = [];
  const interceptFetch =
    (demoFetch: typeof fetch): typeof fetch =>
    async (input, init) => {
      if (urlOf(input).includes('pms/changePin')) sent.push(await bodyOf(input, init));
      return demoFetch(input, init);
    };
  return { sent, interceptFetch };
}

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
    ['Fidelio', false, true, 'passenger'],
  ] as const)('%s (by name %s, kiosk %s) shows the %s form', (type, byName, kiosk, form) => {
    expect(chooseLoginForm(type, byName, kiosk)).toBe(form);
  });
});

describe('passenger login', () => {
  it('defaults the departure date to today, in the guest’s DD/MM/YYYY', async () => {
    await renderSessionApp({ route: '/login', routes });
    const date = await screen.findByLabelText('Departure date');
    const today = new Date();
    const shown = [today.getDate(), today.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('/');
    expect(date).toHaveValue(`${shown}/${today.getFullYear()}`);
    expect(date).toHaveAccessibleDescription('Format: DD/MM/YYYY');
  });

  it('refuses a departure date before today with the date message, sending nothing', async () => {
    const { demo } = await renderSessionApp({ route: '/login', routes });
    const date = await screen.findByLabelText('Departure date');
    // Typed or pasted past the input's minimum: the minimum alone does not stop a submit.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    fireEvent.change(date, { target: { value: todayIso(yesterday) } });
    await fillPassenger(demoCredentials.passenger.bookingReference, demoCredentials.passenger.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter date')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(demo.state.sessions.size).toBe(0);
  });

  // aria-disabled, not disabled: a pressed button that disables itself drops focus to the page's body.
  it('shows the submitting label on an aria-disabled button while the login is under way', async () => {
    const { interceptFetch, release } = holdCall('authentication/loginByPassenger');
    await renderSessionApp({ route: '/login', routes, interceptFetch });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passenger.bookingReference, demoCredentials.passenger.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
  });

  it('turns the button off while submitting and ignores a second submit', async () => {
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

  // platform.md §4.2: "On failure, authentication and video authentication are cleared and an error is recorded."
  it('clears what a failed login finds and records its error', async () => {
    await renderSessionApp({ route: '/login', routes });
    await screen.findByLabelText('Booking reference');
    act(() => authenticationStore.setState({ sessionId: 'left-over', pinChangeRequired: true }));
    await fillPassenger('NOPE', 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Login failed, please check your data and try again.');
    expect(authenticationStore.getState()).toMatchObject({
      sessionId: undefined,
      pinChangeRequired: false,
      errorMessage: 'Login failed, please check your data and try again.',
    });
  });

  it('sends a logged-in guest away from /login', async () => {
    const { router } = await renderSessionApp({ route: '/', routes });
    await act(async () => {
      authenticationStore.setState({ sessionId: 's', isAuthenticated: true });
      await router.navigate('/login');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a logged-in guest who opens /login back to the page they came from', async () => {
    const { router } = await renderSessionApp({ route: '/', routes, restoredSession: { sessionId: 's', isAuthenticated: true } });
    await act(async () => {
      await router.navigate('/login', { state: { from: '/my_holiday', stamp: currentOriginStamp() } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_holiday'));
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

  it('loads what the features registered (holiday, cart, bookings) after the PIN change, then goes on', async () => {
    const loaded: string[] = [];
    withLoginLoader(async () => (loaded.push('holiday'), true));
    const { dialog } = await loginNeedingPin();
    // Nothing loads before the PIN is changed: the session cannot be used until then.
    expect(loaded).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(loaded).toEqual(['holiday']);
  });

  it('undoes the login, asking to try again, when the holiday cannot load after the PIN change', async () => {
    withLoginLoader(async () => false);
    const { dialog } = await loginNeedingPin();
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The hub accepted the details: the guest is not told to check them.
    expect(await screen.findByText("The ship's system could not be reached. Please try again in a moment.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, sessionId: undefined });
  });

  it('goes to the page the guest came from after the PIN change', async () => {
    const { router } = await renderSessionApp({ route: '/', routes });
    await act(async () => {
      await router.navigate('/login', { state: { from: '/somewhere', stamp: currentOriginStamp() } });
    });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passengerWithPinChange.bookingReference, demoCredentials.passengerWithPinChange.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new PIN' });
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/somewhere'));
  });

  it('hides Confirm after a failed change', async () => {
    const { dialog, demo } = await loginNeedingPin();
    demo.state.sessions.clear();
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('There has been an error with changing your PIN.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('offers no Back while the new PIN is being sent, so a dropped session cannot be finished', async () => {
    const { interceptFetch, release } = holdCall('pms/changePin');
    await renderSessionApp({ route: '/login', routes, interceptFetch });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passengerWithPinChange.bookingReference, demoCredentials.passengerWithPinChange.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new PIN' });
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    release();
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
  });

  // platform.md §7.2: pms/changePin has currentPin and newPin; a PMS that checks the current PIN
  // refuses an empty one, and the guest typed it a moment ago.
  it('sends the PIN the guest logged in with as the current PIN', async () => {
    const { sent, interceptFetch } = recordingPinChanges();
    const jones = demoGuests.jones;
    await renderSessionApp({ route: '/login', routes, patchConfig: pinLoginEnabled, interceptFetch });
    await userEvent.type(await screen.findByLabelText('Account number'), jones.accountNumber);
    await userEvent.type(screen.getByLabelText('Cabin number'), jones.cabin);
    await userEvent.type(screen.getByLabelText('PIN'), jones.pin);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new PIN' });
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The demo hub checks the current PIN on a forced change too, so the login only completes with it.
    await waitFor(() => expect(authenticationStore.getState().isAuthenticated).toBe(true));
    expect(sent).toEqual([{ currentPin: jones.pin, newPin: '2468' }]);
  });

  it('sends an empty current PIN after a login that asked for none', async () => {
    const { sent, interceptFetch } = recordingPinChanges();
    await renderSessionApp({ route: '/login', routes, interceptFetch });
    await screen.findByLabelText('Booking reference');
    await fillPassenger(demoCredentials.passengerWithPinChange.bookingReference, demoCredentials.passengerWithPinChange.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new PIN' });
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPin: '', newPin: '2468' }]);
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

  it('Resco with PIN login enabled asks for the PIN and marks the empty PIN field', async () => {
    const { demo } = await renderSessionApp({ route: '/login', routes, patchConfig: pinLoginEnabled });
    await userEvent.type(await screen.findByLabelText('Account number'), demoCredentials.resco.accountNumber);
    await userEvent.type(screen.getByLabelText('Cabin number'), demoCredentials.resco.cabin);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please make sure to fill out all the fields.');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Account number')).not.toHaveAttribute('aria-invalid', 'true');
    expect(demo.state.sessions.size).toBe(0);
  });

  it('the name form reads an en-US date of birth month first and sends it day first', async () => {
    const sent: unknown[] = [];
    await renderSessionApp({
      route: '/login',
      routes,
      themeName: 'midnight',
      patchConfig: (c) => withAuthentication(c, 'HotelFriend'),
      interceptFetch: (demoFetch) => async (input, init) => {
        if (urlOf(input).includes('authentication/loginByPms')) sent.push(await bodyOf(input, init));
        return demoFetch(input, init);
      },
    });
    const smith = demoGuests.smith;
    await userEvent.type(await screen.findByLabelText('First name'), smith.firstName);
    await userEvent.type(screen.getByLabelText('Last name'), smith.lastName);
    await userEvent.type(screen.getByLabelText('Date of birth'), '03141980');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('03/14/1980');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toEqual([{ firstName: smith.firstName, lastName: smith.lastName, dob: '14/03/1980' }]));
  });

  it('a guest at a kiosk without a card reader logs in with the keyboard on the screen', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes });
    const keyboard = await screen.findByRole('group', { name: 'On-screen keyboard' });
    const tap = (letters: string) => {
      for (const letter of letters) fireEvent.click(within(keyboard).getByRole('button', { name: letter }));
    };
    // The date is filled in already: the first tap goes to the booking reference.
    tap(demoCredentials.passenger.bookingReference.toUpperCase());
    fireEvent.click(within(keyboard).getByRole('button', { name: 'Next field' }));
    tap(demoCredentials.passenger.lastName.toUpperCase());
    expect(screen.getByLabelText('Booking reference')).toHaveValue(demoCredentials.passenger.bookingReference.toUpperCase());
    expect(screen.getByLabelText('Surname of the lead passenger')).toHaveValue(demoCredentials.passenger.lastName.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: true, sessionType: 'Passenger' }));
  });

  it('offers no keyboard on a guest’s own phone', async () => {
    await renderSessionApp({ route: '/login', routes });
    await screen.findByLabelText('Booking reference');
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });

  it('shows the card reader, and no keyboard, at a kiosk with one', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    await screen.findByLabelText('Card reader');
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });

  it('the kiosk card scan logs in on Enter and hides the footer', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    const reader = await screen.findByLabelText('Card reader');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(reader, `;${demoCredentials.cardScan.accountNumber}=2612?{Enter}`);
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: true, sessionType: 'RemotePms' }));
  });

  // On a touch kiosk guests tap the screen: focus then sits on <body>, and the kiosk has no keyboard.
  it('the kiosk card scan still logs in after a tap on the page background', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    const reader = await screen.findByLabelText('Card reader');
    await userEvent.click(screen.getByRole('heading', { name: 'Log in' }));
    expect(reader).not.toHaveFocus();
    await userEvent.keyboard(`;${demoCredentials.cardScan.accountNumber}=2612?{Enter}`);
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: true, sessionType: 'RemotePms' }));
  });

  // The field comes back only for typed keys with nothing focused: what the guest chose keeps focus.
  it('the kiosk card scan leaves focus on a control the guest chose', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes, patchConfig: (c) => withAuthentication(c, 'Resco') });
    await screen.findByLabelText('Card reader');
    const home = screen.getByRole('link', { name: 'Return to Home' });
    act(() => home.focus());
    await userEvent.keyboard('a');
    expect(home).toHaveFocus();
  });

  it('shows the operator login help from the loginFormExtra hashtag', async () => {
    await renderSessionApp({ route: '/login', routes });
    expect(await screen.findByRole('heading', { name: 'Guest Login Help' })).toBeInTheDocument();
  });

  it('shows the kiosk help from the loginFormKiosk hashtag on a kiosk, not the loginFormExtra help', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/login', routes });
    expect(await screen.findByRole('heading', { name: 'Kiosk Login Help' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest Login Help' })).not.toBeInTheDocument();
  });

  it('strips scripts and event handlers from the operator login help', async () => {
    const help = {
      id: 9001,
      title: 'Guest Login Help',
      layoutType: 'Classic',
      published: true,
      hashtags: ['loginFormExtra'],
      description: '<p onclick="window.__clicked = true">Ask at Guest Services.</p><script>window.__injected = true</script>',
    };
    const { container } = await renderSessionApp({
      route: '/login',
      routes,
      overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [help])],
    });
    const text = await screen.findByText('Ask at Guest Services.');
    expect(text).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('__injected');
  });
});
