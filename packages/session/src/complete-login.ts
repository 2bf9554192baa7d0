import { parsePmsInformation, type AuthenticationResult, type HubClient } from '@companion/hub-client';
import { authenticationStore } from './authentication-store';
import { runLoginLoaders } from './login-loaders';
import { abandonLogin } from './logout';

/**
 * Stores a successful login. When the hub asks for a PIN change the session id is kept (the
 * PIN call needs it) but the guest is not logged in until the new PIN is confirmed.
 */
export function completeLogin(
  result: AuthenticationResult,
  fallbackType: 'Passenger' | 'RemotePms',
  options: { holdUntilLoaded?: boolean } = {},
): { pinChangeRequired: boolean } {
  const { isPinChangeRequired, location } = parsePmsInformation(result);
  authenticationStore.setState({
    sessionId: result.sessionId,
    // A passenger counts as logged in only once the holiday, cart and bookings are loaded.
    isAuthenticated: !isPinChangeRequired && !options.holdUntilLoaded,
    pinChangeRequired: isPinChangeRequired,
    sessionType: result.sessionType ?? fallbackType,
    sessionName: result.sessionName ?? undefined,
    bookingReference: result.bookingReference ?? undefined,
    pmsName: result.pmsName ?? undefined,
    cabin: location,
    forbidden: false,
    errorMessage: undefined,
  });
  return { pinChangeRequired: isPinChangeRequired };
}

/** The last step of a login: after a PIN change, or once a passenger's holiday has loaded. */
export function confirmPinChanged(): void {
  authenticationStore.setState({ isAuthenticated: true, pinChangeRequired: false });
}

/**
 * The end of every passenger login, straight after the form or after a forced PIN change: the
 * holiday, cart and bookings load before the guest counts as logged in (platform.md §4.2). If
 * one cannot load, the login is undone with everything it stored; answers whether it went on.
 */
export async function finishPassengerLogin(hub: HubClient): Promise<boolean> {
  const { sessionId } = authenticationStore.getState();
  const loaded = await runLoginLoaders(hub);
  // A session dropped meanwhile (an HTTP 403 wiped it) is not brought back to life.
  if (!loaded || authenticationStore.getState().sessionId !== sessionId) {
    abandonLogin('The holiday, cart or bookings could not be loaded after the login.');
    return false;
  }
  confirmPinChanged();
  return true;
}
