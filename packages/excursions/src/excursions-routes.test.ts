// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getExcursionsByDate, getExcursionTags, getItinerarySchedules } from '@companion/hub-client';
import { addressesAsked, demoHubClient, earlyPictureOf, earlyReadAddresses } from '@companion/screen-harness';
import { excursionsRoutes } from './excursions-routes';
import { hubDateFromRoute, todayRouteDate } from './rules/list-dates';
import { excursionPicture } from './shared/excursion-picture';

const loginOf = (path: string) => excursionsRoutes.find((route) => route.path === path)?.requiresLogin === true;

describe('the excursions route table', () => {
  it.each([
    '/onboard/excursions',
    '/onboard/excursions/:date',
    '/onboard/excursionsbydate/:date',
    '/onboard/excursionsbyday/:day',
    '/onboard/excursion/:id',
    '/shoreexcursions',
    '/shoreexcursions/:date',
    '/shoreexcursion/:id',
  ])('%s is open to every guest', (path) => {
    expect(excursionsRoutes.some((route) => route.path === path)).toBe(true);
    expect(loginOf(path)).toBe(false);
  });

  // bookable-services §6: booking and the basket's own addresses need a logged-in guest.
  it.each([
    '/onboard/bookexcursion/:id',
    '/excursion/:itineraryId/:excursionId',
    '/excursion/:itineraryId/:excursionId/:amend',
    '/resorts/:resortId/:excursionId',
    '/resorts/:resortId/:excursionId/:date',
  ])('%s needs a login', (path) => expect(loginOf(path)).toBe(true));
});

// An early read the screen does not send again under the very same address is a request wasted.
describe("the excursion list's early reads", () => {
  it("are the addresses today's list asks for as it opens: the list, the experience types, the days", async () => {
    const now = new Date();
    const early = earlyReadAddresses(excursionsRoutes, '/onboard/excursions', {}, now);
    expect(early).toHaveLength(3);
    const asked = await addressesAsked((hub) =>
      Promise.all([getExcursionsByDate(hub, hubDateFromRoute(todayRouteDate(now))), getExcursionTags(hub), getItinerarySchedules(hub)]),
    );
    expect(asked).toEqual(early);
  });
});

// The start script's picture must be the very one the first card draws, or it is a download wasted.
describe("the excursion list's early picture", () => {
  it("is the picture of today's first card, from the unchecked answer as from the checked one", async () => {
    const early = await earlyPictureOf(excursionsRoutes, '/onboard/excursions');
    const hub = demoHubClient();
    const list = await getExcursionsByDate(hub, hubDateFromRoute(todayRouteDate(new Date())));
    if (!list.ok) throw new Error(list.error.kind);
    const [first] = list.value;
    expect(early).toMatch(/^http:\/\/.+\/blobs\/image\?/);
    expect(early).toBe(first ? excursionPicture(hub, first) : 'no excursion today');
  });
});
