import { http, HttpResponse } from 'msw';
import { localIsoDate } from '../../fixtures/cruise';
import { demoGuests, DEMO_RETINA_TOKEN, todayAsDeparture, type DemoGuest } from '../../fixtures/guests';
import type { HubState } from '../../hub-state';
import { bodyOf, emptyAnswer, hubErrorAnswer, withSession } from '../../handlers/answers';

/** The area's own memory: the ids of sessions whose login gave the right PIN (Resco's account form). */
export type AuthenticationAreaState = { openedWithPin: Set<string> };

const guests: DemoGuest[] = Object.values(demoGuests);
const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();

/** `openedWithPin`: where to note the session when its login carried the guest's PIN. */
function startSession(state: HubState, guest: DemoGuest, sessionType: 'Passenger' | 'RemotePms', openedWithPin?: Set<string>) {
  const id = state.nextId();
  state.sessions.set(id, { id, guest, sessionType });
  openedWithPin?.add(id);
  const information = JSON.stringify({
    isPinChangeRequired: state.pinChangeRequired.has(guest.id),
    embarkDate: localIsoDate(state.now()),
    // The guest's cabin: the problem report shows it read-only (media §5 "the PMS information location").
    location: guest.cabin,
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
const pmsLoginFailed = () => hubErrorAnswer(401, 'LOGIN_FAILED', 'Login failed, please check the details you have entered');

export function authenticationHandlers(state: HubState, own: AuthenticationAreaState) {
  return [
    http.post('*/authentication/loginByPassenger', async ({ request }) => {
      const body = await bodyOf(request);
      const guest = guests.find((g) => same(body.bookingReference, g.bookingReference) && same(body.lastName, g.lastName));
      // The demo's cruise departs today, so the form's default date logs in.
      if (!guest || body.departureDate !== todayAsDeparture(state.now())) return loginFailed();
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
      if (!guest) return pmsLoginFailed();
      return startSession(state, guest, 'RemotePms', body.pinNo !== undefined ? own.openedWithPin : undefined);
    }),
    http.post('*/authentication/loginByAccountId', async ({ request }) => {
      const body = await bodyOf(request);
      const guest = guests.find((g) => body.accountNumber === g.accountNumber);
      return guest
        ? startSession(state, guest, 'RemotePms')
        : hubErrorAnswer(404, 'ACCOUNT_NOT_FOUND', "Login failed: we couldn't find your account number. Please speak to reception.");
    }),
    http.post(
      '*/pms/changePin',
      withSession(state, async ({ request, session }) => {
        const body = await bodyOf(request);
        if (typeof body.newPin !== 'string' || !/^\d{4}$/.test(body.newPin))
          return hubErrorAnswer(400, 'PIN_INVALID', 'The new PIN must be 4 digits.');
        // The current PIN is checked as a real PMS would, a forced change at login included: the
        // guest has just typed it. Only a forced change after a login that asked for no PIN (booking
        // reference, card, name, account without PIN) may come with none: that guest has none to give.
        const noPinToGive = state.pinChangeRequired.has(session.guest.id) && !own.openedWithPin.has(session.id) && body.currentPin === '';
        if (!noPinToGive && body.currentPin !== state.pins.get(session.guest.id))
          return hubErrorAnswer(400, 'PIN_WRONG', 'The current PIN is not correct.');
        state.pins.set(session.guest.id, body.newPin);
        state.pinChangeRequired.delete(session.guest.id);
        return emptyAnswer();
      }),
    ),
    // Assumption (hub-contract.md): no body; the hub sends a new PIN, so the next login asks for a change.
    http.post(
      '*/pms/resetPin',
      withSession(state, ({ session }) => {
        state.pinChangeRequired.add(session.guest.id);
        return emptyAnswer();
      }),
    ),
  ];
}
