import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSetLanguage } from '@companion/shell';
import type { DeviceConfig } from '@companion/hub-client';
import { answeringCall, demoCredentials, demoGuests, failingCall } from '@companion/hub-sim';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, withAuthentication, type RenderSessionOptions } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

afterEach(() => authenticationStore.setState(signedOut));

const unreachable = "The ship's system could not be reached. Please try again in a moment.";
const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];

type Outage = Pick<RenderSessionOptions, 'overrides' | 'interceptFetch'>;

/** The ways a login call fails without the hub ever judging the details. */
const outages = (path: string): [string, Outage][] => [
  [
    'the hub cannot be reached',
    {
      interceptFetch: (demoFetch) => async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes(path.replace('*/', ''))) throw new TypeError('Failed to fetch');
        return demoFetch(input, init);
      },
    },
  ],
  ['the hub answers 500', { overrides: [failingCall('post', path, 500)] }],
  ['the hub answers 503', { overrides: [failingCall('post', path, 503)] }],
  ['the hub answers something malformed', { overrides: [answeringCall('post', path, { unexpected: true })] }],
];

type LoginMethod = {
  name: string;
  path: string;
  device?: 'Kiosk';
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** Fills in details the demo hub refuses, or with `valid` ones it would accept, and submits. */
  submit: (valid: boolean) => Promise<void>;
  refusal: string;
};

const methods: LoginMethod[] = [
  {
    name: 'passenger',
    path: '*/authentication/loginByPassenger',
    refusal: 'Login failed, please check your data and try again.',
    submit: async (valid) => {
      await userEvent.type(await screen.findByLabelText('Booking reference'), valid ? demoCredentials.passenger.bookingReference : 'NOPE');
      await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), valid ? demoCredentials.passenger.lastName : 'Nobody');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    },
  },
  {
    name: 'Resco account',
    path: '*/authentication/loginByPms',
    patchConfig: (config) => withAuthentication(config, 'Resco'),
    refusal: 'Login failed, please check the details you have entered',
    submit: async (valid) => {
      await userEvent.type(await screen.findByLabelText('Account number'), demoCredentials.resco.accountNumber);
      await userEvent.type(screen.getByLabelText('Cabin number'), valid ? demoCredentials.resco.cabin : '9999');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    },
  },
  {
    name: 'HotelFriend name',
    path: '*/authentication/loginByPms',
    patchConfig: (config) => withAuthentication(config, 'HotelFriend'),
    refusal: 'Login failed, please check the details you have entered',
    submit: async (valid) => {
      const guest = demoGuests.berger;
      await userEvent.type(await screen.findByLabelText('First name'), guest.firstName);
      await userEvent.type(screen.getByLabelText('Last name'), valid ? guest.lastName : 'Nobody');
      await userEvent.type(screen.getByLabelText('Date of birth'), guest.dateOfBirth.replace(/\D/g, ''));
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    },
  },
  {
    name: 'kiosk card scan',
    path: '*/authentication/loginByAccountId',
    device: 'Kiosk',
    patchConfig: (config) => withAuthentication(config, 'Resco'),
    refusal: "Login failed: we couldn't find your account number. Please speak to reception.",
    submit: async (valid) => {
      await userEvent.type(
        await screen.findByLabelText('Card reader'),
        `;${valid ? demoCredentials.cardScan.accountNumber : '999999'}=2612?{Enter}`,
      );
    },
  },
];

describe.each(methods)('$name login', (method) => {
  const render = (outage: Outage = {}) =>
    renderSessionApp({
      route: '/login',
      routes,
      ...outage,
      ...(method.device ? { device: method.device } : {}),
      ...(method.patchConfig ? { patchConfig: method.patchConfig } : {}),
    });

  it.each(outages(method.path))('says the system could not be reached, not that the details are wrong, when %s', async (_, outage) => {
    await render(outage);
    await method.submit(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachable);
    expect(screen.queryByText(method.refusal)).not.toBeInTheDocument();
    expect(authenticationStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps its refusal text when the hub turns the details down', async () => {
    await render();
    await method.submit(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(method.refusal);
    expect(screen.queryByText(unreachable)).not.toBeInTheDocument();
  });
});

// The keyboard audit: after a refusal, a try with the fields emptied sent focus to the departure
// date, still marked invalid by the old refusal, under the old "Login failed" beside the new messages.
describe('a new try after a refusal', () => {
  it('starts clean: only what is wrong now is marked, and the old refusal is gone', async () => {
    await renderSessionApp({ route: '/login', routes });
    await methods[0]!.submit(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    await userEvent.clear(screen.getByLabelText('Booking reference'));
    await userEvent.clear(screen.getByLabelText('Surname of the lead passenger'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Booking reference')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Departure date')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Login failed/)).not.toBeInTheDocument();
  });
});

describe('German', () => {
  const chooseLanguage = (language: string) => {
    const { result } = renderHook(() => useSetLanguage());
    act(() => result.current(language));
  };
  afterEach(() => chooseLanguage('en'));

  it('says the system could not be reached in German', async () => {
    chooseLanguage('de');
    await renderSessionApp({ route: '/login', routes, overrides: [failingCall('post', '*/authentication/loginByPassenger', 502)] });
    await userEvent.type(await screen.findByLabelText('Buchungsnummer'), demoCredentials.passenger.bookingReference);
    await userEvent.type(screen.getByLabelText('Nachname des Hauptreisenden'), demoCredentials.passenger.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das System des Schiffs ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    );
  });
});

describe('passenger fields after an outage', () => {
  it('are not marked invalid: the details may well be right', async () => {
    await renderSessionApp({ route: '/login', routes, overrides: [failingCall('post', '*/authentication/loginByPassenger', 500)] });
    await methods[0]!.submit(true);
    await screen.findByText(unreachable);
    for (const label of ['Departure date', 'Booking reference', 'Surname of the lead passenger'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
