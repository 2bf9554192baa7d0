import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubPost } from '../hub-request';
import {
  authenticationResultSchema,
  pinChangeAnswerSchema,
  resetPinAnswerSchema,
  type AuthenticationResult,
} from '../schemas/authentication';

/** platform.md §7.2. The date is day-first, DD/MM/YYYY. */
export type PassengerLogin = { bookingReference: string; lastName: string; departureDate: string };

/** Retina: the token of /retina/login/{token}. */
export type PmsTokenLogin = { token: string };
/** Retina /retina/login/{id}/{room}: the account and the cabin as its location. */
export type PmsAccountLogin = { accountNumber: string; location: string };
/** Resco account form: the PIN is sent only when the guest typed one (required if PIN login is on). */
export type PmsAccountPinLogin = { accountNumber: string; location: string; pinNo?: string };
/** HotelFriend or appLoginByName: date of birth day-first, DD/MM/YYYY. */
export type PmsNameLogin = { firstName: string; lastName: string; dob: string };
/** The four bodies of authentication/loginByPms (platform.md §7.2). */
export type PmsLogin = PmsTokenLogin | PmsAccountLogin | PmsAccountPinLogin | PmsNameLogin;

/** Resco kiosk card scan: `swipe` is what the card reader typed before Enter. */
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

/** Only an empty answer means success; anything else in a 200 is an `invalid-response` failure. */
export async function changePin(hub: HubClient, body: PinChange): Promise<HubResult<void>> {
  const result = await hubPost(hub, 'pms/changePin', body, pinChangeAnswerSchema);
  return result.ok ? { ok: true, value: undefined } : result;
}

/** Assumption (bookable-services.md names the call, not its body): no body; the hub sends the guest a new PIN. */
export async function resetPin(hub: HubClient): Promise<HubResult<void>> {
  const result = await hubPost(hub, 'pms/resetPin', {}, resetPinAnswerSchema);
  return result.ok ? { ok: true, value: undefined } : result;
}
