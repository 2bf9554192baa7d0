import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHubClient, type DeviceConfig, type DeviceType } from '@companion/hub-client';
import { clearGuestData, completeLogin, readSessionId, SessionBar, useIsAuthenticated } from '@companion/session';
import { AppFrame, ShellProvider, useLanguage } from '@companion/shell';
import { KioskRules } from './KioskRules';

/** A kiosk as the demo's deck 5 kiosk: English and German, accessibility mode offered. */
const configFor = (deviceType: DeviceType): DeviceConfig => ({
  hub: { appTitle: 'Aurora Star Kiosk' },
  deviceGroup: {
    deviceType,
    deviceProfile: {
      id: 2,
      label: 'Deck 5 kiosk',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ],
      modules: [],
      enableDisabilityMode: true,
    },
  },
  authentication: { type: 'Passenger' },
});

/** What the test reads of the stores it cannot reach from the app: the language, and whether a guest is logged in. */
const seen = { language: '', loggedIn: false };
function Watch() {
  seen.language = useLanguage();
  seen.loggedIn = useIsAuthenticated();
  return null;
}

/** The kiosk's frame with its real device rules and session bar, on a hub that answers every call with nothing. */
function renderKiosk(route: string, deviceType: DeviceType = 'Kiosk') {
  const hubApiUrl = 'http://kiosk.hub.test/api/';
  const hub = createHubClient({
    hubApiUrl,
    fetch: () => Promise.resolve(new Response(null, { status: 204 })),
    getSessionId: readSessionId,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppFrame,
        children: [
          { index: true, element: <p>{'home page'}</p> },
          { path: 'my_account', element: <h1>{'account page'}</h1> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const services = {
    appKind: 'kiosk' as const,
    hub,
    hubAddress: { hubUrl: 'http://kiosk.hub.test/', hubApiUrl, developmentMode: true },
    deviceConfig: configFor(deviceType),
    themeName: 'classic' as const,
    slots: { deviceRules: KioskRules, subHeader: SessionBar },
  };
  render(
    <ShellProvider services={services}>
      <Watch />
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return router;
}

const footer = () => within(screen.getByRole('contentinfo'));
const click = (name: string) => act(() => fireEvent.click(footer().getByRole('button', { name })));

// Only the idle rule's clock is faked (its interval and Date.now); React, the router and the
// logout's own wait keep real timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  act(() => clearGuestData());
});

describe('the kiosk idle logout and the next passer-by', () => {
  it('after a guest’s session: logged out, home, accessibility mode off at the top, the start language again', async () => {
    const router = renderKiosk('/');
    await screen.findByText('home page');
    await click('Deutsch');
    act(() => {
      completeLogin({ sessionId: 'kiosk-session-1', sessionType: 'Passenger', bookingReference: 'AUR123456' }, 'Passenger');
    });
    await act(() => router.navigate('/my_account'));
    await screen.findByText('account page');
    await click('Barrierefreier Modus');
    for (let step = 0; step < 4; step += 1) await click('Inhalt nach unten');
    expect(screen.getByRole('main')).toHaveStyle({ marginTop: '200px' });
    expect(seen).toEqual({ language: 'de', loggedIn: true });

    act(() => vi.advanceTimersByTime(61_000));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(seen).toEqual({ language: 'en', loggedIn: false }));
    expect(footer().getByRole('button', { name: 'Accessibility mode' })).toHaveAttribute('aria-pressed', 'false');
    expect(footer().queryByRole('button', { name: 'Move content down' })).not.toBeInTheDocument();
    expect(screen.getByRole('main').style.marginTop).toBe('');
    expect(footer().getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('after an anonymous visit: the dashboard in the start language again, accessibility mode off', async () => {
    renderKiosk('/');
    await screen.findByText('home page');
    await click('Deutsch');
    await click('Barrierefreier Modus');
    await click('Inhalt nach unten');
    expect(footer().getByRole('button', { name: 'Barrierefreier Modus' })).toHaveAttribute('aria-pressed', 'true');

    act(() => vi.advanceTimersByTime(59_500));
    expect(seen.language).toBe('de');
    act(() => vi.advanceTimersByTime(1_500));

    expect(seen.language).toBe('en');
    expect(footer().getByRole('button', { name: 'Accessibility mode' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('main').style.marginTop).toBe('');
    expect(footer().getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
