import * as z from 'zod/mini';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubRequest } from '../hub-request';
import {
  accountStatusSchema,
  appointmentsSchema,
  cabinMessagesSchema,
  invoicesSchema,
  type AccountStatus,
  type Appointment,
  type CabinMessage,
  type InvoiceLine,
} from '../schemas/account';
import type { HubId } from '../schemas/hub-fields';

/** GET pms/account/status (bookable-services §7). */
export function getAccountStatus(hub: HubClient): Promise<HubResult<AccountStatus>> {
  return hubGet(hub, 'pms/account/status', accountStatusSchema);
}

/** GET pms/accounts/appointments: the guest's onboard bookings. */
export function getAppointments(hub: HubClient): Promise<HubResult<Appointment[]>> {
  return hubGet(hub, 'pms/accounts/appointments', appointmentsSchema);
}

/** GET pms/invoices: the guest's onboard charges (media-and-guest-services §7). */
export function getInvoices(hub: HubClient): Promise<HubResult<InvoiceLine[]>> {
  return hubGet(hub, 'pms/invoices', invoicesSchema);
}

/** GET cabinmessage/get/app. */
export function getCabinMessages(hub: HubClient): Promise<HubResult<CabinMessage[]>> {
  return hubGet(hub, 'cabinmessage/get/app', cabinMessagesSchema);
}

/** POST cabinmessage/read/app/{sourceMessageId}; the answer is not read. */
export async function markCabinMessageRead(hub: HubClient, sourceMessageId: HubId): Promise<HubResult<void>> {
  const result = await hubRequest(hub, {
    method: 'POST',
    path: `cabinmessage/read/app/${encodeURIComponent(sourceMessageId)}`,
    json: {},
    schema: z.unknown(),
    ignoreBody: true,
  });
  return result.ok ? { ok: true, value: undefined } : result;
}
