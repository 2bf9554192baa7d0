import { authenticationStore, signedOut } from './authentication-store';
import { clearGuestData } from './guest-data-registry';
import { forgetLoginOrigins } from './login/login-origin';

export function clearAuthentication(): void {
  authenticationStore.setState(signedOut);
}

/**
 * Any HTTP 403: the session is gone; the guard takes the guest to /login (platform.md §4.1).
 * Everything of the guest is wiped with it, as at logout: the hub no longer knows the session,
 * and on a shared device the next person must not find the last guest's holiday or cart.
 */
export function handleForbidden(): void {
  clearGuestData();
  forgetLoginOrigins();
  authenticationStore.setState({ forbidden: true });
}
