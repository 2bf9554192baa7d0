import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { demoCredentials } from '@companion/hub-sim';
import { focusedElement } from '@companion/test-harness';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

// The screen-reader audit: after a refused login focus fell to <body> (the pressed button disabled
// itself), the fields marked invalid said nothing of why, and an empty press on the kiosk left
// focus on Log in. These tests hold each fix.

afterEach(() => authenticationStore.setState(signedOut));

const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];
const refusal = 'Login failed, please check your data and try again.';
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Counts the passenger logins sent, holding each back until `release()`. */
function heldLogins() {
  const sent: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const interceptFetch =
    (demoFetch: typeof fetch): typeof fetch =>
    async (input, init) => {
      if (urlOf(input).includes('authentication/loginByPassenger')) {
        sent.push(urlOf(input));
        await held;
      }
      return demoFetch(input, init);
    };
  return { sent, interceptFetch, release: () => release() };
}

const logIn = () => screen.getByRole('button', { name: 'Log in' });

async function fillPassenger(reference: string, surname: string) {
  await userEvent.type(await screen.findByLabelText('Booking reference'), reference);
  await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), surname);
}

describe('a refused passenger login', () => {
  it('keeps focus on the button while it is under way and after the refusal', async () => {
    const held = heldLogins();
    await renderSessionApp({ route: '/login', routes, interceptFetch: held.interceptFetch });
    await fillPassenger('NOPE', 'Nobody');
    const button = logIn();
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBe(button);
    expect(focusedElement()).toBe(button);
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(focusedElement()).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('describes the three fields it marks by its message, the date by its format too', async () => {
    await renderSessionApp({ route: '/login', routes });
    await fillPassenger('NOPE', 'Nobody');
    await userEvent.click(logIn());
    await screen.findByText(refusal);
    expect(screen.getByLabelText('Departure date')).toHaveAccessibleDescription(`Format: DD/MM/YYYY ${refusal}`);
    for (const label of ['Booking reference', 'Surname of the lead passenger'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(refusal);
  });

  it('no longer describes the fields by it once the guest tries again', async () => {
    await renderSessionApp({ route: '/login', routes });
    await fillPassenger('NOPE', 'Nobody');
    await userEvent.click(logIn());
    await screen.findByText(refusal);
    await userEvent.clear(screen.getByLabelText('Booking reference'));
    await userEvent.click(logIn());
    expect(screen.getByLabelText('Departure date')).toHaveAccessibleDescription('Format: DD/MM/YYYY');
    expect(screen.getByLabelText('Booking reference')).toHaveAccessibleDescription('Please enter your booking reference');
    expect(screen.getByLabelText('Surname of the lead passenger')).toHaveAccessibleDescription('');
  });
});

describe('presses while a login is under way', () => {
  it('send one login for a second press and for Enter in a field', async () => {
    const held = heldLogins();
    await renderSessionApp({ route: '/login', routes, interceptFetch: held.interceptFetch });
    await fillPassenger(demoCredentials.passenger.bookingReference, demoCredentials.passenger.lastName);
    await userEvent.click(logIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Logging in…' }));
    await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), '{Enter}');
    held.release();
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(held.sent).toHaveLength(1);
  });
});

describe('a press with a field missing', () => {
  // jsdom is 1024 px wide, the width from which the page does not scroll (platform.md §5): focus still moves.
  it('moves focus to the first empty field on a kiosk, on every press', async () => {
    await renderSessionApp({
      route: '/login',
      routes,
      device: 'Kiosk',
      patchConfig: (config: DeviceConfig) => withAuthentication(config, 'Passenger'),
    });
    await screen.findByLabelText('Booking reference');
    await userEvent.click(logIn());
    expect(focusedElement()).toBe(screen.getByLabelText('Booking reference'));
    await userEvent.type(screen.getByLabelText('Booking reference'), demoCredentials.passenger.bookingReference);
    await userEvent.click(logIn());
    expect(focusedElement()).toBe(screen.getByLabelText('Surname of the lead passenger'));
    // The same mistake again changes no message: the focus move is what the guest hears.
    await userEvent.click(logIn());
    expect(focusedElement()).toBe(screen.getByLabelText('Surname of the lead passenger'));
  });

  it.each([
    ['HotelFriend', 'First name'],
    ['Resco', 'Account number'],
  ] as const)('on the %s form focuses %s, described by the message', async (type, label) => {
    await renderSessionApp({ route: '/login', routes, patchConfig: (config: DeviceConfig) => withAuthentication(config, type) });
    await screen.findByLabelText(label);
    await userEvent.click(logIn());
    const field = screen.getByLabelText(label);
    expect(focusedElement()).toBe(field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please make sure to fill out all the fields.');
  });
});
