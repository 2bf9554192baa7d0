import { isHubRefusal, type AuthenticationResult, type HubResult } from '@companion/hub-client';
import { completeLogin } from '../complete-login';
import type { LoginOutcome } from './use-login-attempt';

/**
 * What a login against the ship's PMS (account number, name, or a scanned card) came to. The
 * three forms differ in what they ask, not in what the answer means: a refusal gets the form's
 * own "check your details" text, anything else says the hub could not be asked.
 */
export function pmsLoginOutcome(
  result: HubResult<AuthenticationResult>,
  texts: { refused: string; unavailable: string },
  /** The PIN the guest typed to log in, for a forced PIN change; none for a card or name login. */
  currentPin = '',
): LoginOutcome {
  if (!result.ok) {
    const refused = isHubRefusal(result.error);
    return { status: 'failed', message: refused ? texts.refused : texts.unavailable, refused };
  }
  return completeLogin(result.value, 'RemotePms').pinChangeRequired ? { status: 'pin-change', currentPin } : { status: 'authenticated' };
}
