import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubPost } from '../hub-request';
import { authenticationResultSchema, emptyAnswerSchema, type AuthenticationResult } from '../schemas/authentication';

/** platform.md §7.2. The date is day-first, DD/MM/YYYY. */
export type PassengerLogin = { bookingReference: string; lastName: string; departureDate: string };

/** The four bodies of authentication/loginByPms (platform.md §7.2). */
export type PmsLogin =
  { token: string } | { accountNumber: string; location: string; pinNo?: string } | { firstName: string; lastName: string; dob: string };

export type CardScanLogin = { swipe: string; accountNumber: string };
export type PinChange = { currentPin: string; newPin: string };

export function loginByPassenger(hub: HubClient, body: PassengerLogin): Promise<HubResult<AuthenticationResult>> {
  return hubPost(hub, 'authentication/loginByPassenger', body, authenticationResultSchema);
}

export function loginByPms(hub: HubClient, body: PmsLogin): Promise<HubResult<AuthenticationResult>> {
  return hubPost(hub, 'authentication/loginByPms', body, authenticationResultSchema);
}

export function loginByAccountId(hub: HubClient, body: CardScanLogin): Promise<HubResult<AuthenticationResult>> {
  return hubPost(hub, 'authentication/loginByAccountId', body, authenticationResultSchema);
}

/** An empty answer means success. */
export async function changePin(hub: HubClient, body: PinChange): Promise<HubResult<void>> {
  const result = await hubPost(hub, 'pms/changePin', body, emptyAnswerSchema);
  return result.ok ? { ok: true, value: undefined } : result;
}

/** Assumption (bookable-services.md names the call, not its body): no body; the hub sends the guest a new PIN. */
export async function resetPin(hub: HubClient): Promise<HubResult<void>> {
  const result = await hubPost(hub, 'pms/resetPin', {}, emptyAnswerSchema);
  return result.ok ? { ok: true, value: undefined } : result;
}
