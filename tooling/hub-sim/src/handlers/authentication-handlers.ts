import { http, HttpResponse } from 'msw';
import { demoGuests, DEMO_RETINA_TOKEN, todayAsDeparture, type DemoGuest } from '../fixtures/guests';
import { sessionOf, type HubState } from '../hub-state';
import { forbidden, hubErrorAnswer } from './answers';

const guests: DemoGuest[] = Object.values(demoGuests);
const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function startSession(state: HubState, guest: DemoGuest, sessionType: 'Passenger' | 'RemotePms') {
  const id = state.nextId();
  state.sessions.set(id, { id, guest, sessionType });
  const information = JSON.stringify({
    isPinChangeRequired: state.pinChangeRequired.has(guest.id),
    embarkDate: new Date().toISOString().slice(0, 10),
  });
  return HttpResponse.json({
    sessionId: id,
    pms: { information },
    sessionType,
    sessionName: `${guest.firstName} ${guest.lastName}`,
    bookingReference: sessionType === 'Passenger' ? guest.bookingReference : null,
    pmsName: sessionType === 'RemotePms' ? `${guest.lastName}, ${guest.firstName}` : null,
  });
}

const loginFailed = () => hubErrorAnswer(401, 'LOGIN_FAILED', 'Login failed, please check your data and try again');

export function authenticationHandlers(state: HubState) {
  return [
    http.post('*/authentication/loginByPassenger', async ({ request }) => {
      const body = await bodyOf(request);
      const guest = guests.find((g) => same(body.bookingReference, g.bookingReference) && same(body.lastName, g.lastName));
      // The demo's cruise departs today, so the form's default date logs in.
      if (!guest || body.departureDate !== todayAsDeparture()) return loginFailed();
      return startSession(state, guest, 'Passenger');
    }),
    http.post('*/authentication/loginByPms', async ({ request }) => {
      const body = await bodyOf(request);
      let guest: DemoGuest | undefined;
      if (typeof body.token === 'string') {
        guest = body.token === DEMO_RETINA_TOKEN ? demoGuests.smith : undefined;
      } else if (typeof body.firstName === 'string') {
        guest = guests.find((g) => same(body.firstName, g.firstName) && same(body.lastName, g.lastName) && body.dob === g.dateOfBirth);
      } else {
        guest = guests.find((g) => body.accountNumber === g.accountNumber && body.location === g.cabin);
        if (guest && body.pinNo !== undefined && body.pinNo !== state.pins.get(guest.id)) guest = undefined;
      }
      return guest
        ? startSession(state, guest, 'RemotePms')
        : hubErrorAnswer(401, 'LOGIN_FAILED', 'Login failed, please check the details you have entered');
    }),
    http.post('*/authentication/loginByAccountId', async ({ request }) => {
      const body = await bodyOf(request);
      const guest = guests.find((g) => body.accountNumber === g.accountNumber);
      return guest
        ? startSession(state, guest, 'RemotePms')
        : hubErrorAnswer(404, 'ACCOUNT_NOT_FOUND', "Login failed: we couldn't find your account number. Please speak to reception.");
    }),
    http.post('*/pms/changePin', async ({ request }) => {
      const session = sessionOf(state, request);
      if (!session) return forbidden();
      const body = await bodyOf(request);
      const current = state.pins.get(session.guest.id);
      if (typeof body.newPin !== 'string' || !/^\d{4}$/.test(body.newPin))
        return hubErrorAnswer(400, 'PIN_INVALID', 'The new PIN must be 4 digits.');
      // A guest forced to change the PIN at login has no current PIN to give.
      const forced = state.pinChangeRequired.has(session.guest.id);
      if (!forced && body.currentPin !== current) return hubErrorAnswer(400, 'PIN_WRONG', 'The current PIN is not correct.');
      state.pins.set(session.guest.id, body.newPin);
      state.pinChangeRequired.delete(session.guest.id);
      return new HttpResponse(null, { status: 200 });
    }),
    http.post('*/pms/resetPin', async ({ request }) => {
      const session = sessionOf(state, request);
      if (!session) return forbidden();
      state.pinChangeRequired.add(session.guest.id);
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}
