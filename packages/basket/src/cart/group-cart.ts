import type { CartElement, CartExcursionType, CartPassenger } from '@companion/hub-client';

/** One excursion in the basket: its guests and what they cost together. */
export type ExcursionInBasket = {
  key: string;
  excursionId: string;
  excursionName: string;
  /** The port of a cruise excursion, the destination of a resort excursion. */
  placeName: string | undefined;
  type: CartExcursionType;
  date: string;
  itineraryId: string | undefined;
  resortId: string | undefined;
  price: number;
  passengers: CartPassenger[];
  /** The cart elements behind it, one per guest, to remove a guest. */
  elements: CartElement[];
  requiresPayment: boolean;
};

/** A cruise itinerary (cruise excursions) or a resort day (resort excursions). */
export type BasketGroup = { key: string; kind: 'itinerary' | 'resort'; date: string; excursions: ExcursionInBasket[] };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The basket's order (bookable-services.md §2): excursions grouped by itinerary — resort
 * excursions by date — then by excursion, with their guests' prices summed.
 */
export function groupCart(elements: readonly CartElement[]): BasketGroup[] {
  const groups = new Map<string, BasketGroup>();
  for (const element of elements) {
    const kind = element.type === 'CruiseExcursion' ? 'itinerary' : 'resort';
    const groupKey =
      kind === 'itinerary' ? `itinerary:${element.itinerary?.id ?? element.itinerary?.date ?? 'none'}` : `resort:${element.date}`;
    const group = groups.get(groupKey) ?? {
      key: groupKey,
      kind,
      date: kind === 'itinerary' ? (element.itinerary?.date ?? element.date) : element.date,
      excursions: [],
    };
    groups.set(groupKey, group);
    const excursionKey = `${groupKey}|${String(element.excursion.id)}|${element.date}`;
    let excursion = group.excursions.find((candidate) => candidate.key === excursionKey);
    if (!excursion) {
      excursion = {
        key: excursionKey,
        excursionId: String(element.excursion.id),
        excursionName: element.excursion.name,
        placeName: element.excursion.port?.name ?? element.excursion.destination?.name,
        type: element.type,
        date: element.date,
        itineraryId: element.itinerary ? String(element.itinerary.id) : undefined,
        resortId: element.excursion.destination ? String(element.excursion.destination.id) : undefined,
        price: 0,
        passengers: [],
        elements: [],
        requiresPayment: false,
      };
      group.excursions.push(excursion);
    }
    excursion.price = (cents(excursion.price) + cents(element.price)) / 100;
    excursion.passengers.push(element.passenger);
    excursion.elements.push(element);
    excursion.requiresPayment ||= Boolean(element.requiresPayment);
  }
  return [...groups.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((group) => ({
      ...group,
      excursions: [...group.excursions].sort((a, b) => a.date.localeCompare(b.date) || a.excursionName.localeCompare(b.excursionName)),
    }));
}

/** Card or Cash is asked only when some excursion is paid at checkout (bookable-services.md §2). */
export function needsPayment(elements: readonly CartElement[]): boolean {
  return elements.some((element) => Boolean(element.requiresPayment));
}

/**
 * Where "change" leads for an excursion in the basket (bookable-services.md §2): the cruise
 * excursion page with /1 to amend, or the resort excursion page with its date.
 */
export function amendAddress(excursion: ExcursionInBasket): string | undefined {
  if (excursion.type === 'CruiseExcursion')
    return excursion.itineraryId ? `/excursion/${excursion.itineraryId}/${excursion.excursionId}/1` : undefined;
  return excursion.resortId ? `/resorts/${excursion.resortId}/${excursion.excursionId}/${excursion.date}` : undefined;
}
