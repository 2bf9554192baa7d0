import { http, HttpResponse } from 'msw';
import { tacModules, type CartElement, type TacItem, type TacModule } from '@companion/hub-client';
import { localIsoDate } from '../../fixtures/cruise';
import { bodyOf, hubErrorAnswer, withSession } from '../../handlers/answers';
import type { HubState } from '../../hub-state';
import { recordBookings } from '../basket';
import { bookingInformationFor, freeTimes } from './fixtures/availability';
import { demoActivities, demoActivityCategories } from './fixtures/activities';
import { DEMO_REFUSED_RESTAURANT, DEMO_REFUSED_TAC_MESSAGE, demoRestaurants } from './fixtures/restaurants';
import { signageContentFor } from './fixtures/signage';
import { demoSpaCategories, demoSpaTreatments } from './fixtures/spa';
import { takenIn, type ReservationsState } from './state';

const stripVenue = ({ venueType: _type, hours: _hours, ...item }: (typeof demoRestaurants)[number]): TacItem => item;

export const itemsOf: Record<TacModule, () => TacItem[]> = {
  activity: () => demoActivities,
  dining: () => demoRestaurants,
  spa: () => demoSpaTreatments,
};

/** The conditions per module, each to be accepted before Book now (a module without any is an override in tests). */
export const demoTacConditions: Record<TacModule, { conditionText?: string; additionalConditionText?: string }> = {
  dining: {
    conditionText: '<p>Tables are held for 15 minutes. A cover charge is added to your onboard account.</p>',
    additionalConditionText: '<p>Cancel up to 4 hours before your reservation free of charge.</p>',
  },
  spa: {
    conditionText: '<p>Treatments are charged to your onboard account. Cancellations within 24 hours are charged in full.</p>',
  },
  activity: {
    conditionText:
      '<p>Activities with a price are charged to your onboard account. Please wear suitable shoes and arrive 5 minutes early.</p>',
  },
};

const find = (module: TacModule, id: unknown) => itemsOf[module]().find((item) => String(item.id) === String(id));
const notFound = () => hubErrorAnswer(404, 'ITEM_NOT_FOUND', 'There is no such item.');
const byCategory = (items: TacItem[], request: Request) => {
  const categoryId = new URL(request.url).searchParams.get('categoryId');
  return categoryId === null ? items : items.filter((item) => String(item.categoryId) === categoryId);
};

export function reservationsHandlers(hub: HubState, own: ReservationsState) {
  return [
    // One handler per module, never `conditions/:module`: other areas answer their own conditions.
    // Before the lists: `*/spa` would also match `…/conditions/spa`.
    ...tacModules.map((module) => http.get(`*/conditions/${module}`, () => HttpResponse.json(demoTacConditions[module]))),
    http.get('*/activitycategory', () => HttpResponse.json(demoActivityCategories)),
    http.get('*/spacategory', () => HttpResponse.json(demoSpaCategories)),
    http.get('*/activity', ({ request }) => HttpResponse.json(byCategory(demoActivities, request))),
    http.get('*/spa', ({ request }) => HttpResponse.json(byCategory(demoSpaTreatments, request))),
    http.get('*/dining', () => HttpResponse.json(demoRestaurants.map(stripVenue))),
    http.get('*/digitalsignage/content/:id', ({ params }) => {
      const content = signageContentFor(String(params.id), localIsoDate(hub.now()));
      return content ? HttpResponse.json(content) : hubErrorAnswer(404, 'PAGE_NOT_FOUND', 'There is no such signage page.');
    }),
    ...tacModules.map((module) =>
      http.get(`*/${module}/bookingInformation/:id`, ({ params }) =>
        find(module, params.id) ? HttpResponse.json(bookingInformationFor(module, hub.now())) : notFound(),
      ),
    ),
    ...tacModules.map((module) =>
      http.post(`*/${module}/availabilityTimes/:id`, async ({ request, params }) => {
        const item = find(module, params.id);
        if (!item) return notFound();
        const body = await bodyOf(request);
        const bookingRequest = (body.bookingRequest ?? {}) as { numberOfPersons?: unknown };
        const date = String(body.date ?? '');
        const persons = Number(bookingRequest.numberOfPersons ?? 1);
        return HttpResponse.json(
          freeTimes(module, item, date, persons, (from) => takenIn(own, module, String(item.id), date, from), hub.now()),
        );
      }),
    ),
    ...tacModules.map((module) =>
      http.post(
        `*/${module}/book/:id`,
        withSession(hub, async ({ request, params, session }) => {
          own.bookRequests += 1;
          const item = find(module, params.id);
          if (!item) return notFound();
          const key = request.headers.get('Idempotency-Key');
          const keyed = key ? own.keys.get(`${session.guest.id} ${key}`) : undefined;
          if (keyed) return HttpResponse.json({ failed: false, bookingReference: keyed });
          const body = await bodyOf(request);
          const persons = Number(body.numberOfPersons);
          const date = String(body.date ?? '');
          const fromTime = String(body.fromTime ?? '');
          if (item.title === DEMO_REFUSED_RESTAURANT)
            return HttpResponse.json({ failed: true, systemInformation: DEMO_REFUSED_TAC_MESSAGE });
          const slot = freeTimes(module, item, date, persons, (from) => takenIn(own, module, String(item.id), date, from), hub.now()).find(
            (time) => time.fromTime === fromTime,
          );
          if (!item.externalId || !slot || !(persons >= 1))
            return HttpResponse.json({ failed: true, systemInformation: 'This time is no longer available. Please choose another.' });
          const reference = `${module.slice(0, 3).toUpperCase()}-${hub.nextId().slice(5, 11).toUpperCase()}`;
          own.bookings.push({
            reference,
            guestId: session.guest.id,
            module,
            objectId: String(item.id),
            title: item.title,
            date,
            fromTime,
            toTime: slot.toTime,
            numberOfPersons: persons,
          });
          if (key) own.keys.set(`${session.guest.id} ${key}`, reference);
          // The onboard bookings (pms/accounts/appointments) list the hub's bookings: the booking lands there.
          recordBookings(hub, session.guest.id, [bookedElement(item, reference, date, slot.fromTime, persons, session.guest)], {
            fromTime: slot.fromTime,
            toTime: slot.toTime ?? null,
          });
          return HttpResponse.json({ failed: false, bookingReference: reference });
        }),
      ),
    ),
    // Details last: `activity/{id}` must not swallow `activity/bookingInformation/{id}`.
    http.get('*/activity/:id', ({ params }) => {
      const item = find('activity', params.id);
      return item ? HttpResponse.json(item) : notFound();
    }),
    http.get('*/dining/:id', ({ params }) => {
      const item = demoRestaurants.find((venue) => String(venue.id) === String(params.id));
      return item ? HttpResponse.json(stripVenue(item)) : notFound();
    }),
    http.get('*/spa/:id', ({ params }) => {
      const item = find('spa', params.id);
      return item ? HttpResponse.json(item) : notFound();
    }),
  ];
}

/** The booking as an element of the guest's bookings, which the onboard bookings list shows. */
function bookedElement(
  item: TacItem,
  reference: string,
  date: string,
  fromTime: string,
  persons: number,
  guest: { id: string; firstName: string; lastName: string },
): CartElement {
  return {
    id: reference,
    type: 'CruiseExcursion',
    date,
    price: (item.price ?? 0) * persons,
    bookingInformation: `${fromTime}, ${persons === 1 ? '1 guest' : `${persons} guests`}`,
    passenger: { id: guest.id, firstName: guest.firstName, lastName: guest.lastName, lead: true },
    excursion: { id: String(item.externalId ?? item.id), name: `${item.title} at ${fromTime}` },
  };
}
