import type { HubClient } from '@companion/hub-client';
import { authenticationStore } from './authentication-store';
import { clearGuestData } from './guest-data-registry';
import { forgetLoginOrigins } from './login/login-origin';
import { runLogoutSteps } from './logout-steps';

/**
 * Ends the guest's session on this device: features say goodbye to their services (the video
 * service), then every store that registered guest data is wiped in one call. The wipe never
 * waits for the network: on a shared kiosk the next guest may already be at the screen.
 */
export function logout(hub: HubClient): void {
  runLogoutSteps(hub);
  clearGuestData();
  forgetLoginOrigins();
}

/**
 * A login that cannot complete leaves nothing behind: authentication, video authentication and
 * whatever the login loaders had already stored (platform.md §4.2).
 */
export function abandonLogin(reason: string): void {
  clearGuestData();
  // Recorded for support and for the login screen; the wipe above already removed everything else.
  authenticationStore.setState({ errorMessage: reason });
}
