import { installedFeatures, resetGuestStores } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';

/**
 * A login the hub turned down, or could not be asked about (platform.md §4.2 "On failure,
 * authentication and video authentication are cleared and an error is recorded"). Only the
 * stores: a guest who is not logged in has no pages or answers of their own to forget, and the
 * login page keeps what it shows. Apart from logout.ts, which the first route carries: only the
 * login's code needs it.
 */
export function recordFailedLogin(reason: string): void {
  resetGuestStores(installedFeatures());
  authenticationStore.setState({ ...signedOut, errorMessage: reason }, true);
}
