import type { ApplicableGuest, CartChange, CartElement, Excursion, HubId } from '@companion/hub-client';

export type BasketEntryContext = {
  excursion: Excursion;
  /** The cruise's itinerary schedule, or the resort, from the address. */
  itineraryId?: string | undefined;
  resortId?: string | undefined;
  /** YYYY-MM-DD: the resort excursion's chosen day; the excursion's own date otherwise. */
  date?: string | undefined;
};

/** One guest on this excursion, as the cart stores it (bookable-services §3 cart element). */
export function cartElementFor(context: BasketEntryContext, guest: ApplicableGuest): CartChange {
  const { excursion } = context;
  const resort = context.resortId !== undefined;
  const date = context.date ?? excursion.date ?? '';
  const destinationName = excursion.destination?.name ?? '';
  return {
    type: resort ? 'ResortExcursion' : (excursion.type ?? 'CruiseExcursion'),
    date,
    price: guest.price ?? 0,
    passenger: { id: guest.accountNumber, firstName: guest.firstName, lastName: guest.lastName, type: guest.passengerType ?? null },
    excursion: {
      id: excursion.id,
      name: excursion.name.defaultValue,
      port: resort ? null : (excursion.port ?? null),
      destination: resort ? { id: context.resortId as HubId, name: destinationName } : (excursion.destination ?? null),
    },
    itinerary: resort ? null : { id: context.itineraryId ?? excursion.itinerary?.id ?? '', date: excursion.itinerary?.date ?? date },
    requiresPayment: excursion.requiresPayment ?? null,
  };
}

/**
 * The changes that make the cart hold exactly the chosen guests on this excursion: new guests
 * are added, guests taken off in an amendment are removed, the rest is left alone.
 */
export function cartChangesFor(
  context: BasketEntryContext,
  guests: readonly ApplicableGuest[],
  chosen: ReadonlySet<string>,
  inCart: readonly CartElement[],
): CartChange[] {
  const carted = new Set(inCart.map((element) => String(element.passenger.id)));
  const additions = guests
    .filter((guest) => chosen.has(String(guest.accountNumber)) && !carted.has(String(guest.accountNumber)))
    .map((guest) => cartElementFor(context, guest));
  const removals = inCart
    .filter((element) => !chosen.has(String(element.passenger.id)))
    .map(({ type, date, passenger, excursion, itinerary }) => ({ type, date, passenger, excursion, itinerary, action: 'remove' as const }));
  return [...removals, ...additions];
}
