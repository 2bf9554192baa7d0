import type { HubResult } from '@companion/hub-client';
import { clearVideoAuthentication } from './video-authentication-store';

/**
 * §4: an error clears the token. Only a refusal (401/403) says the token is bad; on a network
 * failure or a provider error the token is kept, so a flaky connection does not force a new login
 * on every screen. The next video screen then logs in again.
 */
export function forgetRefusedToken<T>(result: HubResult<T>): HubResult<T> {
  if (!result.ok && (result.error.kind === 'forbidden' || (result.error.kind === 'http' && result.error.status === 401)))
    clearVideoAuthentication();
  return result;
}
