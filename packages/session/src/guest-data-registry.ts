import { clearHubDataCache, installedFeatures, resetGuestStores } from '@companion/shell';
import { authenticationStore, signedOut } from './authentication-store';
import { forgetGuestStates } from './forget-guest-states';

/**
 * Wipes the guest: who is logged in, and every store the app's features declared as guest data
 * (their `guestStores`), so logout, the kiosk's idle logout and a 403 leave nothing of one guest
 * for the next. Answers cached for a lifetime may be the guest's own: they go too, and so does
 * what the guest's pages handed each other through history (their confirmations, their orders).
 */
export function clearGuestData(): void {
  authenticationStore.setState(signedOut, true);
  resetGuestStores(installedFeatures());
  clearHubDataCache();
  forgetGuestStates();
}
