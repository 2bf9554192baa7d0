import type { CartChange } from '@companion/hub-client';
import { demoGuests } from '@companion/hub-sim';

const smith = demoGuests.smith;
const lead = { id: 'p-smith', firstName: smith.firstName, lastName: smith.lastName, type: 'Adult', lead: true };
const companion = { id: 'p-mary', firstName: 'Mary', lastName: smith.lastName, type: 'Adult' };

/** A basket of two cruise excursions (one paid at checkout) and one resort excursion. */
export const demoCartChanges: CartChange[] = [
  {
    type: 'CruiseExcursion',
    excursion: { id: 'LIS-01', name: 'Lisbon Old Town Walk', port: { name: 'Lisbon', countryName: 'Portugal' } },
    date: '2026-11-25',
    price: 49.5,
    passenger: lead,
    itinerary: { id: 'IT-1', date: '2026-11-22' },
    requiresPayment: true,
  },
  {
    type: 'CruiseExcursion',
    excursion: { id: 'LIS-01', name: 'Lisbon Old Town Walk', port: { name: 'Lisbon', countryName: 'Portugal' } },
    date: '2026-11-25',
    price: 49.5,
    passenger: companion,
    itinerary: { id: 'IT-1', date: '2026-11-22' },
    requiresPayment: true,
  },
  {
    type: 'CruiseExcursion',
    excursion: { id: 'FUN-07', name: 'Madeira Levada Hike', port: { name: 'Funchal', countryName: 'Portugal' } },
    date: '2026-11-27',
    price: 0,
    passenger: lead,
    itinerary: { id: 'IT-1', date: '2026-11-22' },
  },
  {
    type: 'ResortExcursion',
    excursion: { id: 'PMI-3', name: 'Sunset Kayak', destination: { id: 'RES-PMI', name: 'Palma' } },
    date: '2026-12-08',
    price: 35,
    passenger: companion,
  },
];

/** The same basket without anything paid at checkout (no Card/Cash choice). */
export const freeCartChanges: CartChange[] = demoCartChanges.filter((change) => !change.requiresPayment);
