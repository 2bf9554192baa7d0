import type { CartElement, CartPassenger } from '@companion/hub-client';

/** One excursion of the order as the confirmation lists it (bookable-services.md §3). */
export type ConfirmedExcursion = {
  key: string;
  excursionName: string;
  portName: string | undefined;
  date: string;
  price: number;
  passengers: CartPassenger[];
};

/** The order's excursions, one line per excursion and day, by date then name. */
export function sortConfirmedExcursions(elements: readonly CartElement[]): ConfirmedExcursion[] {
  const byExcursion = new Map<string, ConfirmedExcursion>();
  for (const element of elements) {
    const key = `${String(element.excursion.id)}|${element.date}`;
    const line = byExcursion.get(key) ?? {
      key,
      excursionName: element.excursion.name,
      portName: element.excursion.port?.name ?? element.excursion.destination?.name,
      date: element.date,
      price: 0,
      passengers: [],
    };
    line.price = (Math.round(line.price * 100) + Math.round(element.price * 100)) / 100;
    line.passengers.push(element.passenger);
    byExcursion.set(key, line);
  }
  return [...byExcursion.values()].sort((a, b) => a.date.localeCompare(b.date) || a.excursionName.localeCompare(b.excursionName));
}

/** The lead passenger: the one the order marks as lead, else the first guest. */
export function leadPassengerOf(elements: readonly CartElement[]): CartPassenger | undefined {
  return elements.find((element) => element.passenger.lead)?.passenger ?? elements[0]?.passenger;
}
