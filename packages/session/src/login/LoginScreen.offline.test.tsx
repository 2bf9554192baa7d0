import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { demoCredentials } from '@companion/hub-sim';
import { reportHubReachable, reportHubUnreachable } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

afterEach(() => {
  reportHubReachable();
  authenticationStore.setState(signedOut);
});

const routes = [screenRoute('/login', LoginScreen)];
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Records every authentication call the login screen sends. */
function watchLogins(sent: string[]) {
  return (demoFetch: typeof fetch): typeof fetch =>
    async (input, init) => {
      if (urlOf(input).includes('/authentication/')) sent.push(urlOf(input));
      return demoFetch(input, init);
    };
}

describe.each([
  ['passenger', undefined],
  ['name (HotelFriend)', (config: DeviceConfig) => withAuthentication(config, 'HotelFriend')],
  ['account (Resco)', (config: DeviceConfig) => withAuthentication(config, 'Resco')],
] as const)('the %s login form while offline (issue 20)', (_name, patchConfig) => {
  it('disables Log in with the offline message, sends nothing, and enables it again online', async () => {
    const sent: string[] = [];
    await renderSessionApp({ route: '/login', routes, interceptFetch: watchLogins(sent), ...(patchConfig ? { patchConfig } : {}) });
    const button = await screen.findByRole('button', { name: 'Log in' });
    act(() => reportHubUnreachable());
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Logging in needs a connection to the ship; nothing has been sent/);
    await userEvent.click(button);
    act(() => reportHubReachable());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(sent).toEqual([]);
  });
});

describe('the kiosk card scan while offline (issue 20)', () => {
  it('says logging in needs the ship and sends no scan', async () => {
    const sent: string[] = [];
    await renderSessionApp({
      route: '/login',
      routes,
      device: 'Kiosk',
      patchConfig: (config) => withAuthentication(config, 'Resco'),
      interceptFetch: watchLogins(sent),
    });
    const reader = await screen.findByLabelText('Card reader');
    act(() => reportHubUnreachable());
    expect(screen.getByRole('status')).toHaveTextContent('Logging in needs a connection to the ship; nothing has been sent.');
    await userEvent.type(reader, `;${demoCredentials.cardScan.accountNumber}=2612?{Enter}`);
    act(() => reportHubReachable());
    expect(screen.queryByText(/Logging in needs a connection/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
