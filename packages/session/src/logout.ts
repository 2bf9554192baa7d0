import { clearGuestData } from './guest-data-registry';

/**
 * Ends the guest's session on this device: every store that registered guest data is wiped in
 * one call. (The video-service logout joins here with the session issue.)
 */
export function logout(): void {
  clearGuestData();
}
