import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubPost, hubRequest } from '../hub-request';
import { conditionsSchema, type Conditions } from '../schemas/excursions';
import type { HubId } from '../schemas/hub-fields';
import {
  bookingInformationSchema,
  tacBookingResultSchema,
  timeOptionsSchema,
  type BookingInformation,
  type TacBookingResult,
  type TacModule,
  type TimeOption,
} from '../schemas/reservations';
import { IDEMPOTENCY_KEY_HEADER } from './basket';

const segment = (id: HubId) => encodeURIComponent(String(id));

/** bookable-services.md §3 booking request. */
export type TacBookingRequest = {
  numberOfPersons: number;
  date: string;
  fromTime?: string;
  toTime?: string;
  objectId: HubId;
};

/** GET {module}/bookingInformation/{id}: persons range and the dates that can be booked. */
export function getBookingInformation(hub: HubClient, module: TacModule, id: HubId): Promise<HubResult<BookingInformation>> {
  return hubGet(hub, `${module}/bookingInformation/${segment(id)}`, bookingInformationSchema);
}

/** POST {module}/availabilityTimes/{id} with the date and the booking request so far: the free times. */
export function getAvailabilityTimes(
  hub: HubClient,
  module: TacModule,
  id: HubId,
  request: Pick<TacBookingRequest, 'numberOfPersons' | 'date' | 'objectId'>,
): Promise<HubResult<TimeOption[]>> {
  return hubPost(hub, `${module}/availabilityTimes/${segment(id)}`, { date: request.date, bookingRequest: request }, timeOptionsSchema);
}

/** GET conditions/{module}: the conditions a guest accepts before Book now appears. */
export function getTacConditions(hub: HubClient, module: TacModule): Promise<HubResult<Conditions>> {
  return hubGet(hub, `conditions/${module}`, conditionsSchema);
}

/**
 * POST {module}/book/{id}. `idempotencyKey` (the basket's header) is the attempt's key: the same
 * request sent again after a lost answer must not book a second table.
 */
export function bookTacItem(
  hub: HubClient,
  module: TacModule,
  request: TacBookingRequest,
  idempotencyKey: string,
): Promise<HubResult<TacBookingResult>> {
  return hubRequest(hub, {
    method: 'POST',
    path: `${module}/book/${segment(request.objectId)}`,
    json: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: tacBookingResultSchema,
  });
}
