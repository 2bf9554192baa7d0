import {
  findApplicableGuests,
  getConditions,
  getConditionsAllowed,
  getExcursion,
  getExcursionAvailability,
  hubOk,
  type ApplicableGuest,
  type Conditions,
  type ConditionsAllowed,
  type Excursion,
  type HubClient,
  type HubResult,
} from '@companion/hub-client';
import { spotsFrom } from '../rules/booking-spots';

export type BookingPage = {
  excursion: Excursion;
  guests: ApplicableGuest[];
  spots: number;
  conditions: Conditions;
  allowed: ConditionsAllowed;
};

/**
 * What the booking form needs. The excursion, the party and the conditions are required: a guest
 * must never book without having seen the terms the booking accepts, nor be offered the form when
 * the hub may not allow booking. An unanswered availability counts as unknown (99 spots; the
 * server checks again).
 */
export async function loadBooking(hub: HubClient, id: string): Promise<HubResult<BookingPage>> {
  const [excursion, guests, availability, conditions, allowed] = await Promise.all([
    getExcursion(hub, id),
    findApplicableGuests(hub, id),
    getExcursionAvailability(hub, id),
    getConditions(hub, 'Excursion'),
    getConditionsAllowed(hub, 'Excursion'),
  ]);
  if (!excursion.ok) return excursion;
  if (!guests.ok) return guests;
  if (!conditions.ok) return conditions;
  if (!allowed.ok) return allowed;
  return hubOk({
    excursion: excursion.value,
    guests: guests.value,
    spots: spotsFrom(availability.ok ? availability.value : undefined),
    conditions: conditions.value,
    allowed: allowed.value,
  });
}
