// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The worker's rules live with the build setup (Workbox copies them into sw.js); vitest runs
// only package tests, so they are tested here, next to the shell's side of the same rules.
// eslint-disable-next-line layers/import-direction -- a test only: it reads the build setup's worker rules; no app code crosses the layers
import { isHubImage, isPublicHubRead, keepAnonymousAnswersStamped } from '../../../../tooling/vite-app-config/service-worker.mjs';
import { isGuestAddress, wipeGuestCaches } from './wipe-guest-caches';

const hub = 'http://localhost:8080/api/';

function read(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = new URL(path, hub);
  return { url, request: new Request(url, { method, headers }) };
}

describe('what the service worker may keep', () => {
  it.each([
    'devices/config',
    'cms/categories/findByRoot/',
    'cms/content/articles/findByRoot/',
    'cms/articles/9?previewMode=false',
    'cms/articles/findByCategoryId/3?withDescriptions=true',
    'cms/dailySchedule',
    'cms/dailyScheduleByDate?date=24-11-2026',
    'itinerary/schedules',
    'itinerary/schedules/3',
    'excursions/byDate?dateAsString=24%2F11%2F2026',
    'excursions/byDay?day=3',
    'excursions/7',
    'excursions/tags',
    'programme/lineup',
    'digitalsignage/content/4',
  ])('keeps the public read %s', (path) => {
    expect(isPublicHubRead(read(path))).toBe(true);
  });

  it.each([
    'passengers/bookings',
    'passengers/cart',
    'passengers/itinerary',
    'passenger',
    'pms/account/status',
    'pms/invoices',
    'photomatch/orders',
    'photomatch/cabinImages',
    'muster/passenger',
    'authentication/loginByPassenger',
    'excursions/availability/7',
    'excursions/findApplicableGuests/7',
    'excursions/book/7',
    'cms/events/register',
    'digitalsignage/events/register',
    'vods/getVods',
    'cms/articles/9?sessionId=abc',
    'cms/articles/9?token=abc',
    'itinerary',
  ])('never keeps %s', (path) => {
    expect(isPublicHubRead(read(path))).toBe(false);
  });

  it('never keeps a write, nor an app address', () => {
    expect(isPublicHubRead(read('cms/dailySchedule', {}, 'POST'))).toBe(false);
    expect(
      isPublicHubRead({ url: new URL('http://localhost:5173/assets/x.js'), request: new Request('http://localhost:5173/assets/x.js') }),
    ).toBe(false);
  });

  it('keeps hub pictures apart', () => {
    expect(isHubImage(read('blobs/image?reference=12&width=400'))).toBe(true);
    expect(isHubImage(read('blobs/images/12'))).toBe(true);
    expect(isHubImage(read('blobs/pdfs/12'))).toBe(false);
    expect(isPublicHubRead(read('blobs/images/12'))).toBe(false);
  });

  it('stores an anonymous answer stamped with when it was fetched', async () => {
    const stored = await keepAnonymousAnswersStamped({
      ...read('cms/dailySchedule'),
      response: new Response('{"events":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    expect(stored?.headers.get('x-companion-stored-at')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await stored?.text()).toBe('{"events":[]}');
  });

  it('never stores the answer to a request that carried a session, nor a private or failed one', async () => {
    const answer = () => new Response('{}', { status: 200 });
    expect(await keepAnonymousAnswersStamped({ ...read('cms/dailySchedule', { SessionId: 's-1' }), response: answer() })).toBeNull();
    expect(
      await keepAnonymousAnswersStamped({
        ...read('cms/dailySchedule'),
        response: new Response('{}', { status: 200, headers: { 'cache-control': 'private' } }),
      }),
    ).toBeNull();
    expect(await keepAnonymousAnswersStamped({ ...read('cms/dailySchedule'), response: new Response('', { status: 500 }) })).toBeNull();
  });
});

describe('the wipe of Cache Storage at logout', () => {
  it('names guest addresses', () => {
    expect(isGuestAddress(`${hub}passengers/bookings`)).toBe(true);
    expect(isGuestAddress(`${hub}cms/articles/9?sessionId=x`)).toBe(true);
    expect(isGuestAddress(`${hub}cms/articles/9`)).toBe(false);
  });

  it('removes guest caches and guest entries and keeps public ones', async () => {
    const stores = new Map<string, Map<string, Response>>([
      ['companion-guest-session', new Map([[`${hub}cms/a`, new Response('x')]])],
      [
        'companion-hub-public',
        new Map([
          [`${hub}cms/dailySchedule`, new Response('x')],
          [`${hub}passengers/bookings`, new Response('x')],
        ]),
      ],
    ]);
    const cacheStorage = {
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      open: async (name: string) => {
        const entries = stores.get(name) ?? new Map<string, Response>();
        return {
          keys: async () => [...entries.keys()].map((url) => new Request(url)),
          delete: async (request: Request) => entries.delete(request.url),
        };
      },
    } as unknown as CacheStorage;
    await wipeGuestCaches(cacheStorage);
    expect([...stores.keys()]).toEqual(['companion-hub-public']);
    expect([...(stores.get('companion-hub-public')?.keys() ?? [])]).toEqual([`${hub}cms/dailySchedule`]);
  });
});
