// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { demoCredentials, todayAsDeparture } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { areaState } from '../demo-hub-area';
import { reservationsArea } from '.';
import { DEMO_REFUSED_RESTAURANT, DEMO_REFUSED_TAC_MESSAGE, demoRestaurants } from './fixtures/restaurants';
import { DEMO_SOLD_OUT_TREATMENT, demoSpaTreatments } from './fixtures/spa';
import { DEMO_CLOSED_VENUE, DEMO_SIGNAGE_PAGE } from './fixtures/signage';
import { demoActivities } from './fixtures/activities';
import { demoWayfinderProfiles } from '../wayfinder/fixtures/ship-layout';

async function loggedIn() {
  const client = demoClient();
  const guest = demoCredentials.passenger;
  client.session.id = expectOk(
    await hubClient.loginByPassenger(client.hub, {
      bookingReference: guest.bookingReference,
      lastName: guest.lastName,
      departureDate: todayAsDeparture(),
    }),
  ).sessionId;
  return client;
}

const named = (title: string) => [...demoRestaurants, ...demoSpaTreatments].find((item) => item.title === title)!;

describe('reservations area answers parse with the hub-client schemas', () => {
  it('serves 5 activity categories with 30 activities, 8 restaurants and 4 spa categories with 20 treatments', async () => {
    const { hub } = demoClient();
    expect(expectOk(await hubClient.getActivityCategories(hub))).toHaveLength(5);
    expect(expectOk(await hubClient.getActivities(hub))).toHaveLength(30);
    expect(expectOk(await hubClient.getActivities(hub, 'act-cat-2'))).toHaveLength(6);
    expect(expectOk(await hubClient.getActivity(hub, 'activity-11')).title).toBe('Sunrise Yoga on Deck');
    expect(expectOk(await hubClient.getRestaurants(hub))).toHaveLength(8);
    expect(expectOk(await hubClient.getRestaurant(hub, 'dining-1')).wayfinderProfile?.id).toBe(demoWayfinderProfiles.sakura.id);
    const categories = expectOk(await hubClient.getSpaCategories(hub));
    expect(categories).toHaveLength(4);
    const perCategory = await Promise.all(categories.map(async (category) => expectOk(await hubClient.getSpaTreatments(hub, category.id))));
    expect(perCategory.flat()).toHaveLength(20);
    expect(expectOk(await hubClient.getSpaTreatment(hub, 'spa-11')).price).toBe(129);
  });

  it('leads every item held in a room of the ship to that room’s wayfinder profile, whose deck plan the hub draws', async () => {
    const { hub } = demoClient();
    const profiles = Object.values(demoWayfinderProfiles);
    const items = [
      ...expectOk(await hubClient.getActivities(hub)),
      ...expectOk(await hubClient.getRestaurants(hub)),
      ...(
        await Promise.all(
          expectOk(await hubClient.getSpaCategories(hub)).map(async (category) =>
            expectOk(await hubClient.getSpaTreatments(hub, category.id)),
          ),
        )
      ).flat(),
    ];
    let withProfile = 0;
    for (const item of items) {
      // A restaurant is its own venue; an activity or treatment names its room first ("Serenity Spa, Deck 13, forward").
      const room = profiles.find((profile) => profile.venue === item.title || item.location?.startsWith(`${profile.venue},`));
      expect(item.wayfinderProfile?.id, item.title).toBe(room?.id);
      if (!item.location) expect(item.wayfinderProfile, item.title).toBeNull();
      if (!room) continue;
      withProfile += 1;
      expect(item.location, item.title).toContain(`Deck ${room.level},`);
      const decks = expectOk(await hubClient.getWayfinderDecks(hub, String(room.id)));
      expect(decks.find((deck) => deck.hasWayFinding)?.level, item.title).toBe(room.level);
    }
    // The whole spa, two specialty restaurants and the main dining room, and most activities.
    expect(withProfile).toBe(20 + 3 + demoActivities.filter((activity) => activity.location).length);
    expect(demoActivities.filter((activity) => activity.wayfinderProfile).length).toBeGreaterThanOrEqual(15);
  });

  it('gives every picture its own reference', async () => {
    const { hub } = demoClient();
    const items = [...expectOk(await hubClient.getActivities(hub)), ...expectOk(await hubClient.getRestaurants(hub)), ...demoSpaTreatments];
    const references = new Set(items.map((item) => String(item.imageUrl?.id)));
    expect(references.size).toBe(items.length);
  });

  it('answers booking information with a week of dates and the persons range per module', async () => {
    const { hub } = demoClient();
    const spa = expectOk(await hubClient.getBookingInformation(hub, 'spa', 'spa-11'));
    expect(spa.maximumNumberOfPersons).toBe(1);
    expect(spa.dates).toHaveLength(7);
    const activity = expectOk(await hubClient.getBookingInformation(hub, 'activity', 'activity-12'));
    expect(activity.maximumNumberOfPersons).toBeNull();
  });

  it('offers fewer times to a larger party, none for the sold-out treatment', async () => {
    const { hub } = demoClient();
    const info = expectOk(await hubClient.getBookingInformation(hub, 'dining', 'dining-1'));
    const date = info.dates![1]!.value;
    const forTwo = expectOk(
      await hubClient.getAvailabilityTimes(hub, 'dining', 'dining-1', { numberOfPersons: 2, date, objectId: 'dining-1' }),
    );
    const forEight = expectOk(
      await hubClient.getAvailabilityTimes(hub, 'dining', 'dining-1', { numberOfPersons: 8, date, objectId: 'dining-1' }),
    );
    expect(forEight.length).toBeLessThan(forTwo.length);
    const soldOut = named(DEMO_SOLD_OUT_TREATMENT);
    for (const { value } of info.dates!)
      expect(
        expectOk(await hubClient.getAvailabilityTimes(hub, 'spa', soldOut.id, { numberOfPersons: 1, date: value, objectId: soldOut.id })),
      ).toEqual([]);
  });

  it('offers different times on different dates', async () => {
    const { hub } = demoClient();
    const info = expectOk(await hubClient.getBookingInformation(hub, 'dining', 'dining-1'));
    const perDate = await Promise.all(
      info.dates!.map(async ({ value }) =>
        JSON.stringify(
          expectOk(
            await hubClient.getAvailabilityTimes(hub, 'dining', 'dining-1', { numberOfPersons: 2, date: value, objectId: 'dining-1' }),
          ),
        ),
      ),
    );
    expect(new Set(perDate).size).toBeGreaterThan(1);
  });

  it('runs out: a booked spa time is no longer offered once its therapists are taken, and booking it again fails', async () => {
    const { hub } = await loggedIn();
    const info = expectOk(await hubClient.getBookingInformation(hub, 'spa', 'spa-12'));
    const timesOn = async (date: string) =>
      expectOk(await hubClient.getAvailabilityTimes(hub, 'spa', 'spa-12', { numberOfPersons: 1, date, objectId: 'spa-12' }));
    let date = '';
    let time: hubClient.TimeOption | undefined;
    for (const candidate of info.dates!) {
      [time] = await timesOn(candidate.value);
      date = candidate.value;
      if (time) break;
    }
    const request = { numberOfPersons: 1, date, fromTime: time!.fromTime, toTime: time!.toTime, objectId: 'spa-12' };
    // At most two therapists are free in a session: at most two bookings, then it is gone.
    let booked = 0;
    while ((await timesOn(date)).some((option) => option.fromTime === request.fromTime)) {
      expect(expectOk(await hubClient.bookTacItem(hub, 'spa', request, `key-${booked}`)).failed).toBe(false);
      booked += 1;
      expect(booked).toBeLessThanOrEqual(2);
    }
    expect(booked).toBeGreaterThan(0);
    const late = expectOk(await hubClient.bookTacItem(hub, 'spa', request, 'key-late'));
    expect(late.failed).toBe(true);
    expect(late.systemInformation).toBe('This time is no longer available. Please choose another.');
  });

  it('serves conditions for dining, spa and activities', async () => {
    const { hub } = demoClient();
    expect(expectOk(await hubClient.getTacConditions(hub, 'spa')).conditionText).toMatch(/charged/);
    expect(expectOk(await hubClient.getTacConditions(hub, 'dining')).conditionText).toMatch(/cover charge/);
    expect(expectOk(await hubClient.getTacConditions(hub, 'activity')).conditionText).toMatch(/suitable shoes/);
  });

  it('books a slot once per idempotency key, takes the place and lists it in the onboard bookings', async () => {
    const { hub, demo } = await loggedIn();
    const info = expectOk(await hubClient.getBookingInformation(hub, 'dining', 'dining-2'));
    let date = '';
    let times: hubClient.TimeOption[] = [];
    for (const candidate of info.dates!) {
      times = expectOk(
        await hubClient.getAvailabilityTimes(hub, 'dining', 'dining-2', {
          numberOfPersons: 3,
          date: candidate.value,
          objectId: 'dining-2',
        }),
      );
      date = candidate.value;
      if (times.length) break;
    }
    const request = { numberOfPersons: 3, date, fromTime: times[0]!.fromTime, toTime: times[0]!.toTime, objectId: 'dining-2' };
    const first = expectOk(await hubClient.bookTacItem(hub, 'dining', request, 'key-1'));
    const again = expectOk(await hubClient.bookTacItem(hub, 'dining', request, 'key-1'));
    expect(first.failed).toBe(false);
    expect(again.bookingReference).toBe(first.bookingReference);
    expect(areaState(demo.state, reservationsArea).bookings).toHaveLength(1);
    const appointments = expectOk(await hubClient.getAppointments(hub));
    // Listed at the slot's time, so the onboard bookings show it and sort it within its day.
    expect(appointments.find((appointment) => appointment.text?.startsWith('La Terrazza'))).toMatchObject({
      date,
      fromTime: times[0]!.fromTime,
      toTime: times[0]!.toTime,
    });
  });

  it('refuses the Chef’s Table with the server message, and a booking without a login', async () => {
    const { hub } = await loggedIn();
    const chef = named(DEMO_REFUSED_RESTAURANT);
    const refused = expectOk(
      await hubClient.bookTacItem(hub, 'dining', { numberOfPersons: 2, date: '2030-01-01', fromTime: '19:00', objectId: chef.id }, 'k'),
    );
    expect(refused).toEqual({ failed: true, systemInformation: DEMO_REFUSED_TAC_MESSAGE });
    const anonymous = demoClient();
    const result = await hubClient.bookTacItem(anonymous.hub, 'spa', { numberOfPersons: 1, date: '2030-01-01', objectId: 'spa-11' }, 'k');
    expect(result.ok).toBe(false);
  });

  it('serves the signage page with every venue, the closed one without slots', async () => {
    const { hub } = demoClient('signage.localhost');
    const content = expectOk(await hubClient.getSignageContent(hub, DEMO_SIGNAGE_PAGE));
    expect(content.restaurants).toHaveLength(8);
    expect(Object.keys(content.restaurants.find((venue) => venue.name === DEMO_CLOSED_VENUE)!.timeSlots)).toHaveLength(0);
    // Each venue's slots fit what it is: Sakura (first) seats from 17:30 to 22:00, every quarter hour.
    expect(Object.keys(content.restaurants[0]!.timeSlots)).toHaveLength(18);
    const slotsOf = (name: string) => Object.keys(content.restaurants.find((venue) => venue.name === name)!.timeSlots).sort();
    for (const dinner of ['Sakura Teppanyaki', 'La Terrazza', 'Ocean Pearl Seafood']) expect(slotsOf(dinner)[0]! >= '1730').toBe(true);
    const grill = slotsOf('The Chart Room Grill');
    expect(grill.some((key) => key >= '1200' && key < '1500')).toBe(true);
    expect(grill.some((key) => key >= '1800')).toBe(true);
    expect(grill.some((key) => key < '1200' || (key >= '1500' && key < '1800'))).toBe(false);
    expect(slotsOf('Lido Market Buffet')[0]! < '0800').toBe(true);
    expect((await hubClient.getSignageContent(hub, 99)).ok).toBe(false);
  });
});
