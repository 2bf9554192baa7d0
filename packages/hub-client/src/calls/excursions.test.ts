// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { IDEMPOTENCY_KEY_HEADER } from './basket';
import {
  bookExcursion,
  checkExcursionAvailability,
  findApplicableGuests,
  getConditions,
  getConditionsAllowed,
  getExcursion,
  getExcursionAvailability,
  getExcursionDescriptions,
  getExcursionsByDate,
  getExcursionsByDay,
  getExcursionTags,
  getItinerarySchedules,
} from './excursions';

type Call = (hub: HubClient) => Promise<HubResult<unknown>>;

const excursion = { id: 7, name: { defaultValue: 'Old Town walk' }, duration: 120, price: { adult: 45, child: null } };
const guest = { accountNumber: '100200', firstName: 'Emily', lastName: 'Smith', statusReasons: ['MinimumAge'] };

const calls: [string, Call, string, unknown][] = [
  ['by day', (hub) => getExcursionsByDay(hub, 3), 'excursions/byDay?day=3', [excursion]],
  ['by date', (hub) => getExcursionsByDate(hub, '24/11/2026'), 'excursions/byDate?dateAsString=24%2F11%2F2026', [excursion]],
  ['one excursion', (hub) => getExcursion(hub, 7), 'excursions/7', excursion],
  ['availability check', (hub) => checkExcursionAvailability(hub, 7), 'excursions/checkAvailability/7', { currentAvailability: 4 }],
  ['availability', (hub) => getExcursionAvailability(hub, 7), 'excursions/availability/7', { currentAvailability: null }],
  ['tags', getExcursionTags, 'excursions/tags', [{ name: 'Culture', imageUrl: { id: 3 } }]],
  [
    'descriptions',
    (hub) => getExcursionDescriptions(hub, 7),
    'descriptions/7',
    [{ descriptionType: 'Hint', value: { defaultValue: 'Bring water', defaultWhitelistedValue: '<p>Bring water</p>' } }],
  ],
  ['applicable guests', (hub) => findApplicableGuests(hub, 7), 'excursions/findApplicableGuests/7', [guest]],
  ['conditions', (hub) => getConditions(hub, 'Excursion'), 'conditions/Excursion', { conditionText: 'Be on time.' }],
  ['allowed', (hub) => getConditionsAllowed(hub, 'Excursion'), 'conditions/allowed/Excursion', { allowed: true }],
  ['schedules', getItinerarySchedules, 'itinerary/schedules', [{ id: 1, date: '2026-11-24', title: 'Naples' }]],
];

describe('excursion calls', () => {
  it.each(calls)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true });
    expect(requests[0]?.method).toBe('GET');
    expect(requestedPath(requests[0])).toBe(path);
  });

  it('books with the excursion id and only the guests’ names and account numbers', async () => {
    const { hub, requests } = hubAnswering({ failed: false, bookingReference: 'EXC-1' });
    const result = await bookExcursion(hub, 7, [{ ...guest, price: 45 } as typeof guest], 'key-1');
    expect(result).toMatchObject({ ok: true, value: { bookingReference: 'EXC-1' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requestedPath(requests[0])).toBe('excursions/book/7');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      excursionId: 7,
      guests: [{ accountNumber: '100200', firstName: 'Emily', lastName: 'Smith' }],
    });
  });

  // A resend after a lost answer carries the same key, so the hub books the guests once.
  it('sends the booking attempt’s idempotency key with the booking', async () => {
    const { hub, requests } = hubAnswering({ failed: false, bookingReference: 'EXC-1' });
    await bookExcursion(hub, 7, [guest], 'key-1');
    expect(requests[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
  });

  it('refuses an excursion without a name', async () => {
    const { hub } = hubAnswering({ id: 7 });
    expect(await getExcursion(hub, 7)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('refuses a booking answer that does not say whether it failed', async () => {
    const { hub } = hubAnswering({ bookingReference: 'EXC-1' });
    expect(await bookExcursion(hub, 7, [guest], 'key-1')).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});
