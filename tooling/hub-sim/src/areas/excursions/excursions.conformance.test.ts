import { describe, expect, it } from 'vitest';
import {
  bookExcursion,
  checkExcursionAvailability,
  findApplicableGuests,
  getBookings,
  getConditions,
  getConditionsAllowed,
  getExcursion,
  getExcursionAvailability,
  getExcursionDescriptions,
  getExcursionsByDate,
  getExcursionsByDay,
  getExcursionTags,
  getItinerarySchedules,
  updateCart,
  type ApplicableGuest,
  type Excursion,
} from '@companion/hub-client';
import { DEMO_REFUSED_BOOKING_MESSAGE, DEMO_REFUSED_EXCURSION_NAME, demoExcursions } from './fixtures/excursions';
import { demoClient, expectOk, loggedInDemoClient } from '../../test/demo-client';

const all = demoExcursions(new Date());
const named = (name: string) => {
  const excursion = all.find((candidate) => candidate.name.defaultValue === name);
  if (!excursion) throw new Error(`no demo excursion ${name}`);
  return excursion;
};
const reasonsOf = (guests: ApplicableGuest[], firstName: string) =>
  guests.find((guest) => guest.firstName === firstName)?.statusReasons ?? [];
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

describe('the demo hub excursions', () => {
  it('offers more than 60 excursions, valid for the client, across the voyage', async () => {
    const { hub } = demoClient();
    const days = await Promise.all(Array.from({ length: 14 }, (_, index) => getExcursionsByDay(hub, index + 1)));
    const cruise = days.flatMap((day) => expectOk(day));
    expect(cruise.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cruise.map((excursion) => excursion.port?.name)).size).toBeGreaterThanOrEqual(10);
  });

  it('answers by date as the list route sends it (DD/MM/YYYY)', async () => {
    const { hub } = demoClient();
    const naples = named('Pompeii ruins');
    const sameDay = expectOk(await getExcursionsByDate(hub, ddmmyyyy(naples.date ?? '')));
    expect(sameDay.map((excursion) => excursion.name.defaultValue)).toContain('Pompeii ruins');
    expect(sameDay.every((excursion) => excursion.date === naples.date)).toBe(true);
  });

  it('covers every availability band and every child-price case', () => {
    const spaces = all.map((excursion) => excursion.currentAvailability);
    expect(spaces).toContain(null);
    expect(spaces).toContain(0);
    expect(spaces.some((value) => value !== null && value !== undefined && value >= 1 && value <= 9)).toBe(true);
    expect(spaces.some((value) => value !== null && value !== undefined && value >= 10 && value <= 20)).toBe(true);
    expect(spaces.some((value) => value !== null && value !== undefined && value > 20)).toBe(true);
    const child = (test: (excursion: Excursion) => boolean) => all.some(test);
    expect(child((excursion) => excursion.price?.child === null)).toBe(true);
    expect(child((excursion) => excursion.price?.child === 0)).toBe(true);
    expect(child((excursion) => (excursion.minimumAge ?? 0) > 12)).toBe(true);
    expect(child((excursion) => (excursion.minimumAge ?? 0) > 2 && (excursion.minimumAge ?? 0) <= 12)).toBe(true);
    expect(child((excursion) => !!excursion.waiverPdfUrl)).toBe(true);
  });

  it('serves one excursion, its descriptions, tags, availability, conditions and the schedules', async () => {
    const { hub } = await loggedInDemoClient();
    const excursion = named('Pompeii ruins');
    expect(expectOk(await getExcursion(hub, excursion.id)).name.defaultValue).toBe('Pompeii ruins');
    const types = expectOk(await getExcursionDescriptions(hub, excursion.id)).map((description) => description.descriptionType);
    expect(types).toEqual(expect.arrayContaining(['Description', 'WalkingInfo']));
    expect(expectOk(await getExcursionTags(hub)).length).toBeGreaterThanOrEqual(5);
    expect(expectOk(await checkExcursionAvailability(hub, excursion.id))).toHaveProperty('available');
    expect(expectOk(await getExcursionAvailability(hub, excursion.id))).toHaveProperty('currentAvailability');
    expect(expectOk(await getConditions(hub, 'Excursion')).conditionText).toBeTruthy();
    expect(expectOk(await getConditionsAllowed(hub, 'Excursion')).allowed).toBe(true);
    expect(expectOk(await getItinerarySchedules(hub))).toHaveLength(14);
  });

  it('gives the guest’s party with the server’s reasons', async () => {
    const { hub } = await loggedInDemoClient();
    const guests = async (name: string) => expectOk(await findApplicableGuests(hub, named(name).id));
    expect(reasonsOf(await guests('Tuscan wine tasting in Chianti'), 'Lily')).toEqual(
      expect.arrayContaining(['MinimumAge', 'NoPriceAvailable']),
    );
    expect(reasonsOf(await guests('Kids’ pirate treasure hunt'), 'Emily')).toContain('MaximumAge');
    expect(reasonsOf(await guests('Montserrat monastery'), 'Emily')).toContain('LastCruiseDay');
    expect(reasonsOf(await guests('Sagrada Família and Gaudí highlights'), 'Emily')).toContain('FirstCruiseDay');
    const pompeii = await guests('Pompeii ruins');
    expect(pompeii.every((guest) => !guest.disabled)).toBe(true);
    expect(pompeii.find((guest) => guest.firstName === 'Lily')).toMatchObject({ passengerType: 'Child', price: 40 });
  });

  it('books, then the guest is AlreadyBooked and overlapping excursions say so', async () => {
    const { hub } = await loggedInDemoClient();
    const pompeii = named('Pompeii ruins');
    const [emily] = expectOk(await findApplicableGuests(hub, pompeii.id));
    const result = expectOk(await bookExcursion(hub, pompeii.id, [emily as ApplicableGuest], 'key-1'));
    expect(result).toMatchObject({ failed: false, bookingReference: expect.stringMatching(/^EXC-/) });
    expect(reasonsOf(expectOk(await findApplicableGuests(hub, pompeii.id)), 'Emily')).toContain('AlreadyBooked');
    expect(reasonsOf(expectOk(await findApplicableGuests(hub, named('Amalfi Coast drive').id)), 'Emily')).toContain(
      'TimeOverlapWithOtherBooking',
    );
    expect(expectOk(await getBookings(hub)).map((element) => element.excursion.name)).toContain('Pompeii ruins');
  });

  it('books once per idempotency key, answering a resend with the first booking’s reference', async () => {
    const { hub } = await loggedInDemoClient();
    const pompeii = named('Pompeii ruins');
    const [emily] = expectOk(await findApplicableGuests(hub, pompeii.id));
    const first = expectOk(await bookExcursion(hub, pompeii.id, [emily as ApplicableGuest], 'key-1'));
    expect(expectOk(await bookExcursion(hub, pompeii.id, [emily as ApplicableGuest], 'key-1'))).toEqual(first);
    expect(expectOk(await getBookings(hub)).filter((element) => element.excursion.name === 'Pompeii ruins')).toHaveLength(1);
  });

  it('says TimeOverlapWithOtherCartEntry for an excursion that clashes with the basket', async () => {
    const { hub } = await loggedInDemoClient();
    const capri = named('Capri and the Blue Grotto');
    expectOk(
      await updateCart(hub, [
        {
          type: 'CruiseExcursion',
          excursion: { id: capri.id, name: capri.name.defaultValue, port: capri.port ?? null },
          date: capri.date ?? '',
          price: 139,
          passenger: { id: 'p-smith-1', firstName: 'Emily', lastName: 'Smith' },
        },
      ]),
    );
    const guests = expectOk(await findApplicableGuests(hub, named('Amalfi Coast drive').id));
    expect(reasonsOf(guests, 'Emily')).toContain('TimeOverlapWithOtherCartEntry');
    expect(expectOk(await findApplicableGuests(hub, capri.id)).find((guest) => guest.firstName === 'Emily')?.selected).toBe(true);
  });

  it('refuses the demo’s refused excursion with the server’s text', async () => {
    const { hub } = await loggedInDemoClient();
    const refused = named(DEMO_REFUSED_EXCURSION_NAME);
    const [emily] = expectOk(await findApplicableGuests(hub, refused.id));
    expect(expectOk(await bookExcursion(hub, refused.id, [emily as ApplicableGuest], 'key-1'))).toEqual({
      failed: true,
      systemInformation: DEMO_REFUSED_BOOKING_MESSAGE,
    });
  });

  it('needs a session for the party and for booking', async () => {
    const { hub } = demoClient();
    expect(await findApplicableGuests(hub, named('Pompeii ruins').id)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
