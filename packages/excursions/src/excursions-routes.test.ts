import { describe, expect, it } from 'vitest';
import { excursionsRoutes } from './excursions-routes';

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
