import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createHubClient, loginByPms, type DeviceConfig, type DeviceType } from '@companion/hub-client';
import { answeringCall, connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { ShellProvider, translate } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';
import { completeLogin } from '../complete-login';
import { loginOriginState } from '../login/login-origin';
import { bookingGateMessages } from './booking-gate-messages';
import { BookingGate } from './BookingGate';
import { LOADING_SELECTOR } from '@companion/test-harness';

afterEach(() => authenticationStore.setState(signedOut));

type GateOptions = {
  guest?: keyof typeof demoGuests;
  device?: DeviceType;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** The first account-status call fails (500), as a hub blip would; later ones are answered. */
  statusFailsOnce?: boolean;
};

const page = '/onboard/excursion/7';

/** The gate around a book button on a page, in the shell, on a fresh demo hub. */
async function renderGate({ guest, device = 'App', patchConfig, overrides, statusFailsOnce }: GateOptions = {}) {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice(device, {
    getSessionId: () => holder.sessionId,
    ...(patchConfig ? { patchConfig } : {}),
    ...(overrides ? { overrides } : {}),
  });
  if (guest) {
    const { accountNumber, cabin, pin } = demoGuests[guest];
    const login = await loginByPms(session.hub, { accountNumber, location: cabin, pinNo: pin });
    if (!login.ok) throw new Error('demo login failed');
    holder.sessionId = login.value.sessionId;
    completeLogin(login.value, 'RemotePms');
  }
  let failNext = Boolean(statusFailsOnce);
  const demoFetch = session.demo.fetch;
  const hub = createHubClient({
    hubApiUrl: session.hubAddress.hubApiUrl,
    getSessionId: () => holder.sessionId,
    logger: { warn: () => {}, error: () => {} },
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (failNext && url.includes('pms/account/status')) {
        failNext = false;
        return Promise.resolve(new Response('{}', { status: 500 }));
      }
      return demoFetch(input, init);
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/onboard/excursion/:id',
        element: (
          <BookingGate>
            <a href="/onboard/bookexcursion/7">{'Book now'}</a>
          </BookingGate>
        ),
      },
      { path: '/login', element: <p>{'the login page'}</p> },
    ],
    { initialEntries: [page] },
  );
  const appKind = device === 'DigitalSignage' ? ('signage' as const) : device === 'Kiosk' ? ('kiosk' as const) : ('guest' as const);
  render(
    <ShellProvider services={{ appKind, hub, hubAddress: session.hubAddress, deviceConfig: session.deviceConfig, themeName: 'classic' }}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { router };
}

const bookNow = () => screen.queryByRole('link', { name: 'Book now' });
const allowBlocked = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, allowBlockedBooking: true } },
});

describe('the booking gate', () => {
  it('offers "Log in to book" to a guest who is not logged in, leading to /login and back to this page', async () => {
    const { router } = await renderGate();
    await userEvent.click(await screen.findByRole('link', { name: 'Log in to book' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual(loginOriginState(page));
    expect(bookNow()).toBeNull();
  });

  it('shows nothing on digital signage', async () => {
    await renderGate({ device: 'DigitalSignage', guest: 'smith' });
    await waitFor(() => expect(document.querySelector(LOADING_SELECTOR)).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says it is checking while the account status is on its way, then shows the book button', async () => {
    await renderGate({ guest: 'smith' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you can book');
    expect(bookNow()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/onboard/bookexcursion/7');
  });

  it('tells a guest blocked for the muster why, instead of the book button', async () => {
    await renderGate({ guest: 'berger' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Bookings open once you have completed the safety muster. Please complete your muster first.',
    );
    expect(bookNow()).toBeNull();
  });

  it('tells a guest whose account is blocked why, instead of the book button', async () => {
    await renderGate({ guest: 'weber' });
    expect(await screen.findByRole('note')).toHaveTextContent('Your account is blocked for bookings. Please contact Guest Services.');
    expect(bookNow()).toBeNull();
  });

  it('shows a blocked guest nothing when the hub says to show no message', async () => {
    await renderGate({
      guest: 'smith',
      overrides: [answeringCall('get', '*/pms/account/status', { isBlocked: true, isBlockedForMuster: false, showBlockedMessage: false })],
    });
    await waitFor(() => expect(document.querySelector(LOADING_SELECTOR)).toBeNull());
    expect(screen.queryByRole('note')).toBeNull();
    expect(bookNow()).toBeNull();
  });

  it('lets a blocked guest book when the hub allows blocked booking', async () => {
    await renderGate({ guest: 'berger', patchConfig: allowBlocked });
    expect(await screen.findByRole('link', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the account status could not be checked, and Try again asks once more', async () => {
    await renderGate({ guest: 'smith', statusFailsOnce: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Whether you can book could not be checked.');
    expect(bookNow()).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['logInToBook', 'Zum Buchen anmelden'],
    ['checkingBooking', 'Es wird geprüft, ob Sie buchen können'],
    ['bookingCheckFailed', 'Ob Sie buchen können, konnte nicht geprüft werden.'],
    ['blockedAccount', 'Ihr Konto ist für Buchungen gesperrt. Bitte wenden Sie sich an den Gästeservice.'],
  ] as const)('reads %s in German as "%s"', (key, german) => {
    expect(translate(bookingGateMessages, 'de', key)).toBe(german);
  });
});
