import { parsePmsInformation, type AuthenticationResult } from '@companion/hub-client';
import { authenticationStore } from './authentication-store';

/**
 * Stores a successful login. When the hub asks for a PIN change the session id is kept (the
 * PIN call needs it) but the guest is not logged in until the new PIN is confirmed.
 */
export function completeLogin(
  result: AuthenticationResult,
  fallbackType: 'Passenger' | 'RemotePms',
  options: { holdUntilLoaded?: boolean } = {},
): { pinChangeRequired: boolean } {
  const { isPinChangeRequired } = parsePmsInformation(result);
  authenticationStore.setState({
    sessionId: result.sessionId,
    // A passenger counts as logged in only once the holiday, cart and bookings are loaded.
    isAuthenticated: !isPinChangeRequired && !options.holdUntilLoaded,
    pinChangeRequired: isPinChangeRequired,
    sessionType: result.sessionType ?? fallbackType,
    sessionName: result.sessionName ?? undefined,
    bookingReference: result.bookingReference ?? undefined,
    pmsName: result.pmsName ?? undefined,
    forbidden: false,
    errorMessage: undefined,
  });
  return { pinChangeRequired: isPinChangeRequired };
}

/** The last step of a login: after a PIN change, or once a passenger's holiday has loaded. */
export function confirmPinChanged(): void {
  authenticationStore.setState({ isAuthenticated: true, pinChangeRequired: false });
}
