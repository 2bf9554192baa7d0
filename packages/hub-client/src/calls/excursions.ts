import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubRequest } from '../hub-request';
import {
  applicableGuestsSchema,
  conditionsAllowedSchema,
  conditionsSchema,
  excursionAvailabilitySchema,
  excursionBookingResultSchema,
  excursionDescriptionsSchema,
  excursionSchema,
  excursionsSchema,
  excursionTagsSchema,
  itinerarySchedulesSchema,
  type ApplicableGuest,
  type Conditions,
  type ConditionsAllowed,
  type Excursion,
  type ExcursionAvailability,
  type ExcursionBookingResult,
  type ExcursionDescription,
  type ExcursionTag,
  type ItinerarySchedule,
} from '../schemas/excursions';
import type { HubId } from '../schemas/hub-fields';
import { IDEMPOTENCY_KEY_HEADER } from './basket';

const segment = (id: HubId) => encodeURIComponent(String(id));

/** GET excursions/byDay?day={day}: the excursions of a cruise day (1 = embarkation). */
export function getExcursionsByDay(hub: HubClient, day: number | string): Promise<HubResult<Excursion[]>> {
  return hubGet(hub, `excursions/byDay?day=${encodeURIComponent(String(day))}`, excursionsSchema);
}

/** GET excursions/byDate?dateAsString={date}: the date as the route carries it, dashes turned into slashes. */
export function getExcursionsByDate(hub: HubClient, dateAsString: string): Promise<HubResult<Excursion[]>> {
  return hubGet(hub, `excursions/byDate?dateAsString=${encodeURIComponent(dateAsString)}`, excursionsSchema);
}

export function getExcursion(hub: HubClient, id: HubId): Promise<HubResult<Excursion>> {
  return hubGet(hub, `excursions/${segment(id)}`, excursionSchema);
}

/** GET excursions/checkAvailability/{id}: asked when the detail opens, for a fresh availability label. */
export function checkExcursionAvailability(hub: HubClient, id: HubId): Promise<HubResult<ExcursionAvailability>> {
  return hubGet(hub, `excursions/checkAvailability/${segment(id)}`, excursionAvailabilitySchema);
}

/** GET excursions/availability/{id}: the spaces a booking may take. */
export function getExcursionAvailability(hub: HubClient, id: HubId): Promise<HubResult<ExcursionAvailability>> {
  return hubGet(hub, `excursions/availability/${segment(id)}`, excursionAvailabilitySchema);
}

/** GET excursions/tags: the experience types with their pictures. */
export function getExcursionTags(hub: HubClient): Promise<HubResult<ExcursionTag[]>> {
  return hubGet(hub, 'excursions/tags', excursionTagsSchema);
}

/** GET descriptions/{id}: the excursion's texts by descriptionType. */
export function getExcursionDescriptions(hub: HubClient, id: HubId): Promise<HubResult<ExcursionDescription[]>> {
  return hubGet(hub, `descriptions/${segment(id)}`, excursionDescriptionsSchema);
}

/** GET excursions/findApplicableGuests/{id}: the guest's party, each with price and the server's reasons. */
export function findApplicableGuests(hub: HubClient, id: HubId): Promise<HubResult<ApplicableGuest[]>> {
  return hubGet(hub, `excursions/findApplicableGuests/${segment(id)}`, applicableGuestsSchema);
}

/** Conditions are kept per module (Excursion, Photoshop, dining, spa, activity). */
export function getConditions(hub: HubClient, module: string): Promise<HubResult<Conditions>> {
  return hubGet(hub, `conditions/${segment(module)}`, conditionsSchema);
}

export function getConditionsAllowed(hub: HubClient, module: string): Promise<HubResult<ConditionsAllowed>> {
  return hubGet(hub, `conditions/allowed/${segment(module)}`, conditionsAllowedSchema);
}

export type ExcursionBookingGuest = Pick<ApplicableGuest, 'accountNumber' | 'firstName' | 'lastName'>;

/**
 * POST excursions/book/{id}: books the guests straight away (no basket). `idempotencyKey` (the
 * basket's header) is the attempt's key: the same guests sent again after a lost answer must not
 * be booked twice, so callers keep it until the outcome is known.
 */
export function bookExcursion(
  hub: HubClient,
  excursionId: HubId,
  guests: readonly ExcursionBookingGuest[],
  idempotencyKey: string,
): Promise<HubResult<ExcursionBookingResult>> {
  return hubRequest(hub, {
    method: 'POST',
    path: `excursions/book/${segment(excursionId)}`,
    json: {
      excursionId,
      guests: guests.map(({ accountNumber, firstName, lastName }) => ({ accountNumber, firstName, lastName })),
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: excursionBookingResultSchema,
  });
}

/** GET itinerary/schedules: the voyage's days, each the home of that day's shore excursions. */
export function getItinerarySchedules(hub: HubClient): Promise<HubResult<ItinerarySchedule[]>> {
  return hubGet(hub, 'itinerary/schedules', itinerarySchedulesSchema);
}
