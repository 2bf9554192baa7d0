// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubAnswering, json, requestedPath, stubbedHub } from '../test/fetch-stub';
import { getExcursionTags } from './excursions';
import {
  getMarketplaceActivities,
  getMarketplaceActivity,
  getMarketplaceActivityMedia,
  getMarketplaceActivityTaxonomies,
  getMarketplaceCities,
  getMarketplaceCountries,
} from './marketplace';

type Call = (hub: HubClient) => Promise<HubResult<unknown>>;

const locale = { language: 'en-GB', currency: 'GBP' };
const activity = {
  uuid: 'a1b2c3',
  title: 'Fjord cruise',
  cover_image_url: 'https://images.example/fjord.jpg',
  retail_price: { formatted_value: '£45.00', value: 45, currency: 'GBP' },
  duration: 60,
  duration_range: { min: 60, max: 120 },
  languages: [{ code: 'en', name: 'English' }, 'German'],
  features: [{ code: 'SKIP_THE_LINE', name: 'Skip the line' }],
  about: '<p>Sail the fjord.</p>',
};

const calls: [string, Call, string, unknown][] = [
  ['countries', (hub) => getMarketplaceCountries(hub, locale), 'musement/countries', [{ id: 1, name: 'Norway' }]],
  ['cities', (hub) => getMarketplaceCities(hub, 1, locale), 'musement/countries/1/cities', [{ id: 11, name: 'Bergen' }]],
  ['activities', (hub) => getMarketplaceActivities(hub, 1, 11, locale), 'musement/countries/1/cities/11/activities', [activity]],
  ['one activity', (hub) => getMarketplaceActivity(hub, 'a1b2c3', locale), 'activities/a1b2c3', activity],
  [
    'taxonomies',
    (hub) => getMarketplaceActivityTaxonomies(hub, 'a1b2c3', locale),
    'activities/a1b2c3/taxonomies',
    [{ type: 'HIGHLIGHT', name: 'Waterfalls' }],
  ],
  [
    'media',
    (hub) => getMarketplaceActivityMedia(hub, 'a1b2c3', locale),
    'activities/a1b2c3/media',
    [{ type: 'image', url: 'https://images.example/1.jpg' }],
  ],
];

describe('marketplace calls', () => {
  it.each(calls)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true });
    expect(requests[0]?.method).toBe('GET');
    expect(requestedPath(requests[0])).toBe(path);
  });

  // bookable-services §9: version header 3.4.0, language and currency headers.
  it.each(calls)('%s sends the version, language and currency headers', async (_name, call, _path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    await call(hub);
    expect(requests[0]?.headers.get('X-Musement-Version')).toBe('3.4.0');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en-GB');
    expect(requests[0]?.headers.get('X-Musement-Currency')).toBe('GBP');
  });

  // bookable-services §9: credentials not sent, so neither cookies nor the guest's session id.
  it.each(calls)('%s sends no credentials and no SessionId, even with a guest logged in', async (_name, call, _path, answer) => {
    const modes: RequestCredentials[] = [];
    const { hub, requests } = stubbedHub(
      (request) => {
        modes.push(request.credentials);
        return json(answer);
      },
      { getSessionId: () => 'session-42' },
    );
    await call(hub);
    expect(modes).toEqual(['omit']);
    expect(requests[0]?.headers.has('SessionId')).toBe(false);
  });

  it('leaves the session alone when the marketplace answers 403', async () => {
    const onForbidden = vi.fn();
    const { hub } = stubbedHub(() => json({ message: 'Marketplace refused' }, 403), { onForbidden, getSessionId: () => 'session-42' });
    expect(await getMarketplaceCountries(hub, locale)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('takes the language and currency it is given', async () => {
    const { hub, requests } = hubAnswering([]);
    await getMarketplaceCountries(hub, { language: 'de-DE', currency: 'EUR' });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('de-DE');
    expect(requests[0]?.headers.get('X-Musement-Currency')).toBe('EUR');
  });

  it('accepts the marketplace’s paged list of activities and settles it to the list', async () => {
    const { hub } = hubAnswering({ meta: { count: 1 }, data: [activity] });
    expect(await getMarketplaceActivities(hub, 1, 11, locale)).toMatchObject({ ok: true, value: [{ uuid: 'a1b2c3' }] });
  });

  it('escapes ids in the path', async () => {
    const { hub, requests } = hubAnswering(activity);
    await getMarketplaceActivity(hub, 'a/b c', locale);
    expect(requestedPath(requests[0])).toBe('activities/a%2Fb%20c');
  });

  it('refuses an activity without a title as an invalid response naming the field', async () => {
    const { hub } = hubAnswering({ uuid: 'a1b2c3', retail_price: { formatted_value: '£45.00' } });
    expect(await getMarketplaceActivity(hub, 'a1b2c3', locale)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', issues: [expect.stringContaining('title')] },
    });
  });

  it('refuses a country list that is not a list', async () => {
    const { hub } = hubAnswering({ id: 1, name: 'Norway' });
    expect(await getMarketplaceCountries(hub, locale)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('refuses a duration in words rather than minutes', async () => {
    const { hub } = hubAnswering([{ ...activity, duration: 'one hour' }]);
    expect(await getMarketplaceActivities(hub, 1, 11, locale)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('other hub calls', () => {
  // The credentials option is the marketplace's alone: ordinary calls still carry the session.
  it('still send the SessionId', async () => {
    const { hub, requests } = stubbedHub(() => json([]), { getSessionId: () => 'session-42' });
    await getExcursionTags(hub);
    expect(requests[0]?.headers.get('SessionId')).toBe('session-42');
  });
});
