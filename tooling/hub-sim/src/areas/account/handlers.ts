import { http, HttpResponse } from 'msw';
import { accountStatusFor, appointmentsFor, cabinMessagesFor } from './fixtures/account';
import { passengerItineraryFor } from './fixtures/holiday';
import { invoicesFor } from './fixtures/invoices';
import { sessionOf, type HubState } from '../../hub-state';
import { forbidden } from '../../handlers/answers';
import { basketState } from '../basket';
import { demoExcursions } from '../excursions/fixtures/excursions';
import type { AccountState } from './state';

export function accountHandlers(state: HubState, own: AccountState) {
  return [
    http.get('*/passengers/itinerary', ({ request }) => {
      const session = sessionOf(state, request);
      return session ? HttpResponse.json(passengerItineraryFor(session.guest.id, state.now())) : forbidden();
    }),
    http.get('*/pms/account/status', ({ request }) => {
      const session = sessionOf(state, request);
      return session ? HttpResponse.json(accountStatusFor(session.guest.id)) : forbidden();
    }),
    http.get('*/pms/accounts/appointments', ({ request }) => {
      const session = sessionOf(state, request);
      if (!session) return forbidden();
      // What the guest booked through the cart, an excursion booking or a spa, dining or activity
      // slot shows among the onboard bookings, at its time: the slot's, else the excursion's.
      const basket = basketState(state);
      const excursions = new Map(demoExcursions(state.now()).map((excursion) => [String(excursion.id), excursion]));
      const booked = (basket.bookings.get(session.guest.id) ?? []).map((element) => {
        const excursion = excursions.get(String(element.excursion.id));
        const time = basket.bookedTimes.get(String(element.id)) ?? {
          fromTime: excursion?.startTime ?? null,
          toTime: excursion?.endTime ?? null,
        };
        return {
          bookingStatus: 'C' as const,
          date: element.date,
          ...time,
          text: `${element.excursion.name} (${element.passenger.firstName} ${element.passenger.lastName})`,
          excursionCode: String(element.excursion.id),
        };
      });
      return HttpResponse.json([...appointmentsFor(session.guest.id, state.now()), ...booked]);
    }),
    http.get('*/pms/invoices', ({ request }) => {
      const session = sessionOf(state, request);
      return session ? HttpResponse.json(invoicesFor(session.guest.id, state.now())) : forbidden();
    }),
    http.get('*/cabinmessage/get/app', ({ request }) => {
      const session = sessionOf(state, request);
      if (!session) return forbidden();
      const read = own.readMessages.get(session.guest.id) ?? new Set();
      return HttpResponse.json(
        cabinMessagesFor(session.guest.id, state.now()).map((message) =>
          read.has(String(message.sourceMessageId)) ? { ...message, recipientMessageStatus: 'Read' } : message,
        ),
      );
    }),
    http.post('*/cabinmessage/read/app/:sourceMessageId', ({ request, params }) => {
      const session = sessionOf(state, request);
      if (!session) return forbidden();
      const read = own.readMessages.get(session.guest.id) ?? new Set<string>();
      read.add(String(params.sourceMessageId));
      own.readMessages.set(session.guest.id, read);
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}
