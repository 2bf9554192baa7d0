// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bookTacItem,
  getAppointments,
  getAvailabilityTimes,
  getCabinMessages,
  getExcursionsByDay,
  getPhotoOrders,
  getInvoices,
  getReportedProblems,
  loginByPms,
  type Excursion,
} from '@companion/hub-client';
import { cruiseDays, embarkationDayTimes, isSeaDay, localIsoDate, voyageStart } from './fixtures/cruise';
import { demoGuests } from './fixtures/guests';
import { matchedPhotoCounts, matchedPhotosFor } from './areas/photomatch/fixtures/matched-photos';
import { demoClient, expectOk } from './test/demo-client';

/**
 * The demo data must agree with the voyage it describes: it starts today (day 1, Barcelona), so
 * nothing the guest has already done is dated before that or after the hub's clock, and every
 * excursion is on the day the ship is in its port. The demo can run at any hour, so each rule is
 * checked at several.
 */
const clocks = [
  new Date(2027, 4, 10, 0, 0, 30),
  new Date(2027, 4, 10, 6, 15),
  new Date(2027, 4, 10, 12, 50),
  new Date(2027, 4, 10, 16, 5),
  new Date(2027, 4, 10, 23, 59, 59),
  new Date(),
];

async function smithAt(now: Date) {
  const client = demoClient('app.localhost', { now: () => now });
  const { accountNumber, cabin, pin } = demoGuests.smith;
  client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
  return client.hub;
}

/** Places the ship does not call at, which an excursion or a booking once named (Etna on the Rome day). */
const offRoute = ['Etna', 'Sicily', 'Taormina', 'Catania', 'Palermo', 'Lisbon', 'Madeira', 'Funchal'];
/** Onboard bookings (spa, dining, activities, fitness) carry these codes; anything else is a shore excursion. */
const onboardCode = /^(SPA|DIN|ACT|FIT)-/;

describe('embarkationDayTimes', () => {
  const planned = ['12:00', '12:40', '16:30', '20:15', '22:45'];

  it('keeps the planned clock times once they have passed', () => {
    const now = new Date(2027, 4, 10, 23, 0);
    expect(embarkationDayTimes(planned, now).map((time) => time.toTimeString().slice(0, 5))).toEqual(planned);
  });

  it.each(clocks)('keeps every time on day 1, not after now, in order, at %s', (now) => {
    const times = embarkationDayTimes(planned, now).map((time) => time.getTime());
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(voyageStart(now).getTime());
      expect(time).toBeLessThanOrEqual(now.getTime());
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('spreads what is still ahead from 07:00, when day 1 on board begins, not from midnight', () => {
    const now = new Date(2027, 4, 10, 10, 30);
    const times = embarkationDayTimes(planned, now).map((time) => time.toTimeString().slice(0, 5));
    expect(times).toEqual(['07:42', '08:24', '09:06', '09:48', '10:30']);
  });
});

describe('what already happened is dated within the voyage so far', () => {
  it.each(clocks)('charges, reported problems, cabin messages and photo orders fall between day 1 and now, at %s', async (now) => {
    const hub = await smithAt(now);
    const charges = expectOk(await getInvoices(hub)).map((line) => line.chargeDate);
    const problems = expectOk(await getReportedProblems(hub)).map((problem) => problem.receivedDateTime ?? '');
    const messages = expectOk(await getCabinMessages(hub)).map((message) => message.createdAt);
    const photoOrders = expectOk(await getPhotoOrders(hub)).map((order) => String(order.date));
    expect(charges.length).toBeGreaterThan(0);
    expect(problems.length).toBeGreaterThan(0);
    expect(messages.length).toBeGreaterThan(0);
    expect(photoOrders.length).toBeGreaterThan(0);
    for (const stamp of [...charges, ...problems, ...messages, ...photoOrders]) {
      const at = new Date(stamp).getTime();
      expect(at, stamp).toBeGreaterThanOrEqual(voyageStart(now).getTime());
      expect(at, stamp).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('keeps the embarkation-day times when the demo runs in the late evening', async () => {
    const hub = await smithAt(new Date(2027, 4, 10, 23, 30));
    const charges = expectOk(await getInvoices(hub)).map((line) => line.chargeDate);
    expect(charges.every((date) => date.startsWith('2027-05-10T'))).toBe(true);
    // Boarding from 12:00: the first drinks come after it.
    expect([...charges].sort()[0]).toBe('2027-05-10T12:40:00');
  });
});

describe('spa, dining and activity slots already begun are over', () => {
  it('offers and books only the times still ahead today, and every time on a later day', async () => {
    const now = new Date(2027, 4, 10, 19, 10);
    const hub = await smithAt(now);
    const today = localIsoDate(now);
    const ask = (date: string) => getAvailabilityTimes(hub, 'dining', 'dining-2', { numberOfPersons: 1, date, objectId: 'dining-2' });
    const todays = expectOk(await ask(today)).map((time) => time.fromTime);
    expect(
      todays.every((time) => time > '19:10'),
      todays.join(' '),
    ).toBe(true);
    const tomorrows = expectOk(await ask(localIsoDate(now, 1))).map((time) => time.fromTime);
    expect(
      tomorrows.some((time) => time < '19:10'),
      tomorrows.join(' '),
    ).toBe(true);
    // The same day seen just after midnight still has the evening's first sittings; by 19:10 they are over.
    const atMidnight = await smithAt(new Date(2027, 4, 10, 0, 30));
    const wholeDay = expectOk(
      await getAvailabilityTimes(atMidnight, 'dining', 'dining-2', { numberOfPersons: 1, date: today, objectId: 'dining-2' }),
    ).map((time) => time.fromTime);
    const begun = wholeDay.find((time) => time <= '19:10');
    expect(begun, wholeDay.join(' ')).toBeDefined();
    const past = expectOk(
      await bookTacItem(hub, 'dining', { numberOfPersons: 1, date: today, fromTime: begun!, objectId: 'dining-2' }, 'past-slot'),
    );
    expect(past.failed).toBe(true);
  });
});

describe('the matched photos are of embarkation day', () => {
  /** Ports still ahead on day 1, by their first word ("Naples", "Livorno", "Civitavecchia", ...). */
  const portsAhead = cruiseDays
    .slice(1, -1)
    .filter((day) => !isSeaDay(day))
    .map((day) => day.port.split(' ')[0]!);

  it.each(Object.entries(matchedPhotoCounts))('names no port the ship has not reached yet (%s)', (guestId, count) => {
    const captions = matchedPhotosFor(guestId.slice(2), count).map((photo) => photo.caption);
    expect(captions).toHaveLength(count);
    for (const caption of captions)
      expect(
        portsAhead.filter((port) => caption.includes(port)),
        caption,
      ).toEqual([]);
    expect(captions.some((caption) => caption.includes(cruiseDays[0]!.port))).toBe(true);
  });
});

describe('every excursion is on its port’s day', () => {
  const now = new Date(2027, 4, 10, 9, 0);

  async function offered(): Promise<Excursion[]> {
    const hub = await smithAt(now);
    const days = await Promise.all(cruiseDays.map((day) => getExcursionsByDay(hub, day.day)));
    return days.flatMap((day) => expectOk(day));
  }

  it('offers each day’s excursions from that day’s port, on that day’s date', async () => {
    const excursions = await offered();
    expect(excursions.length).toBeGreaterThan(0);
    for (const excursion of excursions) {
      const day = cruiseDays.find((candidate) => candidate.day === Number(excursion.day))!;
      const name = excursion.name.defaultValue;
      expect(excursion.date, name).toBe(localIsoDate(now, day.day - 1));
      expect(excursion.port?.name, name).toBe(isSeaDay(day) ? 'Aurora Star' : day.port);
      expect(
        offRoute.filter((place) => name.includes(place)),
        name,
      ).toEqual([]);
    }
  });

  it('books only offered excursions, each on its port’s day (the Rome tour on the Civitavecchia day, not Etna)', async () => {
    const excursions = await offered();
    const appointments = expectOk(await getAppointments(await smithAt(now)));
    const ashore = appointments.filter((appointment) => !onboardCode.test(appointment.excursionCode ?? ''));
    expect(ashore.length).toBeGreaterThan(0);
    for (const appointment of appointments)
      expect(
        offRoute.filter((place) => appointment.text.includes(place)),
        appointment.text,
      ).toEqual([]);
    for (const appointment of ashore) {
      const excursion = excursions.find((candidate) => candidate.bookingCode === appointment.excursionCode);
      expect(excursion, appointment.text).toBeDefined();
      expect(appointment).toMatchObject({ text: excursion!.name.defaultValue, date: excursion!.date, fromTime: excursion!.startTime });
      const day = cruiseDays.find((candidate) => candidate.day === Number(excursion!.day))!;
      expect(excursion!.port?.name).toBe(day.port);
    }
    const rome = ashore.find((appointment) => appointment.date === localIsoDate(now, 4));
    expect(rome?.text).toBe('Rome in a day');
    expect(cruiseDays[4]!.port).toBe('Civitavecchia (Rome)');
  });
});
