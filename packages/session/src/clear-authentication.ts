import { authenticationStore, signedOut } from './authentication-store';

export function clearAuthentication(): void {
  authenticationStore.setState(signedOut);
}

/** Any HTTP 403: the session is gone; the guard takes the guest to /login (platform.md §4.1). */
export function handleForbidden(): void {
  authenticationStore.setState({ ...signedOut, forbidden: true });
}
