import {
  findApplicableGuests,
  getCart,
  getExcursion,
  getExcursionAvailability,
  hubOk,
  type ApplicableGuest,
  type CartElement,
  type Excursion,
  type HubClient,
  type HubResult,
} from '@companion/hub-client';
import { spotsFrom } from '../rules/booking-spots';

export type BasketEntryPage = {
  excursion: Excursion;
  guests: ApplicableGuest[];
  spots: number;
  /** What the cart already holds of this excursion on this date. */
  inCart: CartElement[];
};

export async function loadBasketEntry(hub: HubClient, excursionId: string, date: string | undefined): Promise<HubResult<BasketEntryPage>> {
  const [excursion, guests, availability, cart] = await Promise.all([
    getExcursion(hub, excursionId),
    findApplicableGuests(hub, excursionId),
    getExcursionAvailability(hub, excursionId),
    getCart(hub),
  ]);
  if (!excursion.ok) return excursion;
  if (!guests.ok) return guests;
  if (!cart.ok) return cart;
  const day = date ?? excursion.value.date;
  return hubOk({
    excursion: excursion.value,
    guests: guests.value,
    spots: spotsFrom(availability.ok ? availability.value : undefined),
    inCart: cart.value.excursions.filter(
      (element) => String(element.excursion.id) === String(excursion.value.id) && (!day || element.date === day),
    ),
  });
}
