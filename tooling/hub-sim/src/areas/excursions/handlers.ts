import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, type ApplicableGuest, type CartElement, type PassengerStatusReason } from '@companion/hub-client';
import {
  DEMO_REFUSED_BOOKING_MESSAGE,
  DEMO_REFUSED_EXCURSION_NAME,
  demoDescriptions,
  demoExcursions,
  demoItinerarySchedules,
  demoPassengerAges,
  excursionTags,
  type DemoExcursion,
} from './fixtures/excursions';
import { passengerItineraryFor } from '../account/fixtures/holiday';
import { localIsoDate } from '../../fixtures/cruise';
import { pdfDocument } from '../../media/pdf-document';
import { sessionOf, type DemoSession, type HubState } from '../../hub-state';
import { basketState, recordBookings } from '../basket';
import type { ExcursionsState } from './state';
import { bodyOf, hubErrorAnswer, withSession } from '../../handlers/answers';

/** The excursion conditions every booking accepts (GET conditions/Excursion). */
export const demoExcursionConditions = {
  conditionText: '<p>Excursions are operated by local partners. Please be at the meeting point 15 minutes before the start time.</p>',
  additionalConditionText: '<p>Cancellations are free until 24 hours before the excursion starts.</p>',
  salesMessage: 'Book today: most excursions sell out in port.',
};

export function excursionHandlers(state: HubState, own: ExcursionsState) {
  const all = () => demoExcursions(state.now());
  const find = (id: unknown) => all().find((excursion) => String(excursion.id) === String(id));
  const withSpaces = (excursion: DemoExcursion) => {
    const { maximumAge: _maximumAge, beforeBoarding: _beforeBoarding, endTime: _endTime, ...shown } = excursion;
    const taken = own.excursionSpaces.get(String(excursion.id));
    return taken === undefined ? shown : { ...shown, currentAvailability: taken };
  };
  const notFound = () => hubErrorAnswer(404, 'EXCURSION_NOT_FOUND', 'There is no such excursion.');
  const spacesOf = (excursion: DemoExcursion) => withSpaces(excursion).currentAvailability ?? null;

  return [
    http.get('*/excursions/byDay', ({ request }) => {
      const day = Number(new URL(request.url).searchParams.get('day'));
      return HttpResponse.json(
        all()
          .filter((excursion) => excursion.day === day)
          .map(withSpaces),
      );
    }),
    http.get('*/excursions/byDate', ({ request }) => {
      const iso = isoDateOf(new URL(request.url).searchParams.get('dateAsString') ?? '');
      return HttpResponse.json(
        all()
          .filter((excursion) => excursion.date === iso)
          .map(withSpaces),
      );
    }),
    http.get('*/excursions/tags', () => HttpResponse.json(excursionTags)),
    http.get('*/excursions/waivers/:id', ({ params }) => {
      const excursion = find(params.id);
      if (!excursion?.waiverPdfUrl) return notFound();
      const bytes = pdfDocument(`Waiver ${excursion.name.defaultValue}`, 1);
      return new HttpResponse(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.get('*/excursions/checkAvailability/:id', ({ params }) => availabilityAnswer(find(params.id))),
    http.get('*/excursions/availability/:id', ({ params }) => availabilityAnswer(find(params.id))),
    http.get(
      '*/excursions/findApplicableGuests/:id',
      withSession(state, ({ params, session }) => {
        const excursion = find(params.id);
        return excursion ? HttpResponse.json(applicableGuests(state, session, excursion)) : notFound();
      }),
    ),
    http.post(
      '*/excursions/book/:id',
      withSession(state, async ({ request, params, session }) => {
        const excursion = find(params.id);
        if (!excursion) return notFound();
        // A resend after a lost answer: the guests are booked already and would read as AlreadyBooked.
        const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
        const keyed = key ? own.bookingKeys.get(`${session.guest.id} ${key}`) : undefined;
        if (keyed) return HttpResponse.json({ failed: false, bookingReference: keyed });
        const body = await bodyOf(request);
        const chosen = Array.isArray(body.guests) ? (body.guests as { accountNumber?: unknown }[]) : [];
        const party = applicableGuests(state, session, excursion);
        const guests = chosen.map((choice) => party.find((guest) => String(guest.accountNumber) === String(choice.accountNumber)));
        if (guests.length === 0 || guests.some((guest) => !guest))
          return HttpResponse.json({ failed: true, systemInformation: 'Please choose guests of your own booking.' });
        const refused = guests.find((guest) => guest?.disabled);
        if (refused)
          return HttpResponse.json({
            failed: true,
            systemInformation: `${refused.firstName} ${refused.lastName} cannot join this excursion (${(refused.statusReasons ?? []).join(', ')}).`,
          });
        if (excursion.name.defaultValue === DEMO_REFUSED_EXCURSION_NAME)
          return HttpResponse.json({ failed: true, systemInformation: DEMO_REFUSED_BOOKING_MESSAGE });
        const spaces = spacesOf(excursion);
        if (spaces !== null && spaces < guests.length)
          return HttpResponse.json({ failed: true, systemInformation: `Only ${Math.max(spaces, 0)} space(s) are left.` });
        if (spaces !== null) own.excursionSpaces.set(String(excursion.id), spaces - guests.length);
        recordBookings(
          state,
          session.guest.id,
          guests.map((guest) => bookedElement(state, excursion, guest as ApplicableGuest)),
        );
        const reference = `EXC-${state.nextId().slice(5, 11).toUpperCase()}`;
        if (key) own.bookingKeys.set(`${session.guest.id} ${key}`, reference);
        return HttpResponse.json({ failed: false, bookingReference: reference });
      }),
    ),
    http.get('*/excursions/:id', ({ params }) => {
      const excursion = find(params.id);
      return excursion ? HttpResponse.json(withSpaces(excursion)) : notFound();
    }),
    http.get('*/descriptions/:id', ({ params }) => {
      const excursion = find(params.id);
      return excursion ? HttpResponse.json(demoDescriptions(excursion)) : notFound();
    }),
    http.get('*/conditions/Excursion', () => HttpResponse.json(demoExcursionConditions)),
    http.get('*/conditions/allowed/Excursion', ({ request }) => {
      const session = sessionOf(state, request);
      return HttpResponse.json(
        session
          ? { allowed: true }
          : { allowed: false, message: 'Please log in to book excursions.', messages: ['Please log in to book excursions.'] },
      );
    }),
    http.get('*/itinerary/schedules', () => HttpResponse.json(demoItinerarySchedules(state.now()))),
  ];

  function availabilityAnswer(excursion: DemoExcursion | undefined) {
    if (!excursion) return notFound();
    const spaces = spacesOf(excursion);
    return HttpResponse.json({ currentAvailability: spaces, available: spaces === null || spaces > 0 });
  }
}

/** DD/MM/YYYY (how the list's route sends it), or YYYY/MM/DD, as YYYY-MM-DD. */
function isoDateOf(dateAsString: string): string {
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateAsString);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`;
  return dateAsString.replaceAll('/', '-');
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function overlaps(excursion: DemoExcursion, other: DemoExcursion | undefined): boolean {
  if (!other || other.date !== excursion.date || String(other.id) === String(excursion.id)) return false;
  const start = minutesOf(excursion.startTime ?? '00:00');
  const end = minutesOf(excursion.endTime);
  return minutesOf(other.startTime ?? '00:00') < end && start < minutesOf(other.endTime);
}

/** The guest's party with the server's reasons (bookable-services §4) worked out as a real hub would. */
function applicableGuests(state: HubState, session: DemoSession, excursion: DemoExcursion): ApplicableGuest[] {
  const excursions = demoExcursions(state.now());
  const byId = (element: CartElement) => excursions.find((candidate) => String(candidate.id) === String(element.excursion.id));
  const basket = basketState(state);
  const cart = basket.carts.get(session.guest.id) ?? [];
  const bookings = basket.bookings.get(session.guest.id) ?? [];
  const lastDay = localIsoDate(state.now(), 13);
  const party = passengerItineraryFor(session.guest.id, state.now()).passengers ?? [];
  return party.map((passenger) => {
    const id = String(passenger.id);
    const { age, type } = demoPassengerAges[id] ?? { age: 40, type: 'Adult' as const };
    const child = type !== 'Adult';
    const ofGuest = (element: CartElement) => String(element.passenger.id) === id;
    const reasons: PassengerStatusReason[] = [];
    if (excursion.minimumAge && age < excursion.minimumAge) reasons.push('MinimumAge');
    if (excursion.maximumAge && age > excursion.maximumAge) reasons.push('MaximumAge');
    if (bookings.some((element) => ofGuest(element) && String(element.excursion.id) === String(excursion.id)))
      reasons.push('AlreadyBooked');
    if (excursion.date === lastDay) reasons.push('LastCruiseDay');
    if (excursion.beforeBoarding) reasons.push('FirstCruiseDay');
    const price = child ? (type === 'Infant' ? 0 : excursion.price?.child) : excursion.price?.adult;
    if (price === null || price === undefined) reasons.push('NoPriceAvailable');
    if (bookings.some((element) => ofGuest(element) && overlaps(excursion, byId(element)))) reasons.push('TimeOverlapWithOtherBooking');
    if (cart.some((element) => ofGuest(element) && overlaps(excursion, byId(element)))) reasons.push('TimeOverlapWithOtherCartEntry');
    const inCart = cart.some((element) => ofGuest(element) && String(element.excursion.id) === String(excursion.id));
    return {
      accountNumber: id,
      accountName: `${passenger.firstName} ${passenger.lastName}`,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      price: price ?? null,
      selected: inCart,
      disabled: reasons.length > 0,
      statusReasons: reasons,
      passengerType: type,
    };
  });
}

function bookedElement(state: HubState, excursion: DemoExcursion, guest: ApplicableGuest): CartElement {
  return {
    id: state.nextId(),
    type: excursion.type ?? 'CruiseExcursion',
    date: excursion.date ?? '',
    price: guest.price ?? 0,
    passenger: { id: guest.accountNumber, firstName: guest.firstName, lastName: guest.lastName, type: guest.passengerType ?? null },
    excursion: {
      id: excursion.id,
      name: excursion.name.defaultValue,
      port: excursion.port ?? null,
      destination: excursion.destination ?? null,
    },
    itinerary: excursion.itinerary ?? null,
    requiresPayment: excursion.requiresPayment ?? null,
  };
}
