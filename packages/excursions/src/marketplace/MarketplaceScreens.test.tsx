import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, DEMO_EMPTY_MARKETPLACE_CITY, demoMarketplaceActivity, failingCall } from '@companion/hub-sim';
import { renderExcursionRoutes } from '../test/render-excursion-routes';

afterEach(() => {
  delete (window as { __marketplaceXss?: number }).__marketplaceXss;
});

const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
const troldhaugen = demoMarketplaceActivity('Edvard Grieg’s home at Troldhaugen with lunch concert');
const foodWalk = demoMarketplaceActivity('Reykjavík food walk');
const detailOf = (activity: typeof fjord) => `/musement/activity/${activity.activity.uuid}`;

describe('browsing the marketplace', () => {
  it('goes from the countries to a city’s activities and an activity’s detail, and back to the list', async () => {
    const { router } = await renderExcursionRoutes({ entry: '/musement' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tours and activities' })).toBeInTheDocument();
    const countries = await screen.findByRole('list', { name: 'Countries' });
    expect(
      within(countries)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Spain', 'France', 'Italy', 'Greece', 'Malta', 'Norway', 'Iceland', 'Germany', 'Portugal']);

    await userEvent.click(within(countries).getByRole('link', { name: 'Norway' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tours and activities in Norway' })).toBeInTheDocument();
    const cities = await screen.findByRole('list', { name: 'Cities' });
    await userEvent.click(within(cities).getByRole('link', { name: 'Bergen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tours and activities in Bergen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/musement/${fjord.countryId}/${fjord.cityId}`);
    const card = await screen.findByRole('article', { name: fjord.activity.title });
    expect(card).toHaveTextContent('3 Hours');
    expect(card).toHaveTextContent('£62.00');
    await userEvent.click(within(card).getByRole('link', { name: fjord.activity.title }));

    expect(await screen.findByRole('heading', { level: 1, name: fjord.activity.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(detailOf(fjord));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the activities' }));
    expect(router.state.location.pathname).toBe(`/musement/${fjord.countryId}/${fjord.cityId}`);
  });

  it('leads from the cities back to all countries', async () => {
    await renderExcursionRoutes({ entry: `/musement/${fjord.countryId}` });
    expect(await screen.findByRole('link', { name: 'All countries' })).toHaveAttribute('href', '/musement');
  });

  it('answers /musement/ with the countries too', async () => {
    await renderExcursionRoutes({ entry: '/musement/' });
    expect(await screen.findByRole('list', { name: 'Countries' })).toBeInTheDocument();
  });

  // bookable-services §2: Empty list: 'No activities found for this location.'
  it('says so when a city has no activities', async () => {
    await renderExcursionRoutes({ entry: `/musement/${DEMO_EMPTY_MARKETPLACE_CITY.countryId}/${DEMO_EMPTY_MARKETPLACE_CITY.cityId}` });
    expect(await screen.findByText('No activities found for this location.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: `Tours and activities in ${DEMO_EMPTY_MARKETPLACE_CITY.name}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('reads a relative picture address against the hub, not the page', async () => {
    const relative = { ...fjord.activity, cover_image_url: 'blobs/image?reference=fjord' };
    await renderExcursionRoutes({
      entry: `/musement/${fjord.countryId}/${fjord.cityId}`,
      overrides: [answeringCall('get', '*/musement/countries/:id/cities/:id/activities', [relative])],
    });
    const card = await screen.findByRole('article', { name: fjord.activity.title });
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://app.localhost:8080/api/blobs/image?reference=fjord');
  });

  it('asks the marketplace in the guest’s language and currency, without the session', async () => {
    const seen: Request[] = [];
    const wrapFetch = (demoFetch: typeof fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request);
      return demoFetch(request);
    };
    await renderExcursionRoutes({ entry: '/musement', wrapFetch });
    await screen.findByRole('link', { name: 'Norway' });
    const countries = seen.find((request) => request.url.endsWith('/musement/countries'));
    expect(countries?.headers.get('Accept-Language')).toBe('en-GB');
    expect(countries?.headers.get('X-Musement-Currency')).toBe('GBP');
    expect(countries?.headers.get('X-Musement-Version')).toBe('3.4.0');
    expect(countries?.headers.has('SessionId')).toBe(false);
  });
});

describe('the marketplace’s error states', () => {
  it.each([
    ['countries', '/musement', '*/musement/countries', 'The countries could not be loaded.'],
    ['cities', `/musement/${fjord.countryId}`, '*/musement/countries/:id/cities', 'The cities could not be loaded.'],
    [
      'activities',
      `/musement/${fjord.countryId}/${fjord.cityId}`,
      '*/musement/countries/:id/cities/:id/activities',
      'The activities could not be loaded.',
    ],
    ['detail', detailOf(fjord), '*/activities/:id', 'This activity could not be loaded.'],
  ])('shows the error with a retry when the %s call fails', async (_name, entry, path, message) => {
    await renderExcursionRoutes({ entry, overrides: [failingCall('get', path)] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a malformed answer as the error state, not a broken list', async () => {
    await renderExcursionRoutes({
      entry: `/musement/${fjord.countryId}/${fjord.cityId}`,
      overrides: [answeringCall('get', '*/musement/countries/:id/cities/:id/activities', [{ title: 'No id, no price' }])],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  });

  it('loads again on Try again', async () => {
    let calls = 0;
    // The first countries call fails, the next reaches the demo hub.
    const wrapFetch = (demoFetch: typeof fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/musement/countries') && (calls += 1) === 1) return Response.json({ message: 'down' }, { status: 503 });
      return demoFetch(request);
    };
    await renderExcursionRoutes({ entry: '/musement', wrapFetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Norway' })).toBeInTheDocument();
  });
});

describe('the activity detail', () => {
  it('answers /musement/activity/{id} with the detail, not as the activities of a city called "activity"', async () => {
    const { router } = await renderExcursionRoutes({ entry: detailOf(fjord) });
    expect(await screen.findByRole('heading', { level: 1, name: fjord.activity.title })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.path).toBe('musement/activity/:activityId');
  });

  it('shows duration, price, languages and features at a glance', async () => {
    await renderExcursionRoutes({ entry: detailOf(troldhaugen) });
    const facts = await screen.findByRole('complementary', { name: 'At a glance' });
    const valueOf = (term: string) => within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Duration')).toBe('1 Hour');
    expect(valueOf('Price')).toBe('£55.00');
    expect(valueOf('Languages')).toBe('English, German, Norwegian');
    expect(
      within(within(facts).getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Skip the line', 'Audio guide']);
  });

  it('groups the taxonomies under Highlights, Inclusions and Exclusions', async () => {
    await renderExcursionRoutes({ entry: detailOf(fjord) });
    const items = async (heading: string) => {
      const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section') as HTMLElement;
      return within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(await items('Highlights')).toEqual([
      'Waterfalls close enough to touch',
      'The Mostraumen tidal current',
      'Calm fjord landscapes',
    ]);
    expect(await items('Inclusions')).toEqual(['Fjord cruise', 'Onboard commentary in English and Norwegian']);
    expect(await items('Exclusions')).toEqual(['Food and drinks', 'Hotel pick-up']);
  });

  it('shows the texts under their headings', async () => {
    await renderExcursionRoutes({ entry: detailOf(fjord) });
    for (const heading of ['About this activity', 'Where', 'Meeting point', 'Important information'])
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Mostraumen', { selector: 'strong' })).toBeInTheDocument();
  });

  it('sanitises the marketplace’s HTML', async () => {
    await renderExcursionRoutes({ entry: detailOf(foodWalk) });
    expect(await screen.findByText('skyr', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('main script, section script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __marketplaceXss?: number }).__marketplaceXss).toBeUndefined();
  });

  it('shows a gallery of the pictures only, each with a text alternative', async () => {
    await renderExcursionRoutes({ entry: detailOf(fjord) });
    const gallery = (await screen.findByRole('heading', { level: 2, name: 'Pictures' })).closest('section') as HTMLElement;
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures).toHaveLength(4);
    expect(pictures[0]).toHaveAccessibleName(`Picture 1 of 4: ${fjord.activity.title}`);
  });

  // bookable-services §9: the image gallery shows only when there is more than 1 image.
  it('shows no gallery for an activity with one picture', async () => {
    await renderExcursionRoutes({ entry: detailOf(troldhaugen) });
    await screen.findByRole('heading', { level: 1, name: troldhaugen.activity.title });
    expect(screen.queryByRole('heading', { name: 'Pictures' })).toBeNull();
  });

  it('keeps the detail when only the taxonomies or media fail', async () => {
    await renderExcursionRoutes({
      entry: detailOf(fjord),
      overrides: [failingCall('get', '*/activities/:id/taxonomies'), failingCall('get', '*/activities/:id/media')],
    });
    expect(await screen.findByRole('heading', { level: 1, name: fjord.activity.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads to the countries when opened without a list behind it', async () => {
    await renderExcursionRoutes({ entry: detailOf(fjord) });
    expect(await screen.findByRole('link', { name: 'All countries' })).toHaveAttribute('href', '/musement');
  });
});

describe('river cruise excursions', () => {
  const koblenz = demoMarketplaceActivity('Ehrenbreitstein Fortress by cable car');
  const cologne = demoMarketplaceActivity('Cologne Cathedral tower climb');
  const empty = `${DEMO_EMPTY_MARKETPLACE_CITY.countryId}/${DEMO_EMPTY_MARKETPLACE_CITY.cityId}`;

  it('shows the activities of each configured place under its name, in the order given', async () => {
    await renderExcursionRoutes({
      entry: `/musement-river/excursions?city=${cologne.countryId}/${cologne.cityId}&city=${koblenz.countryId}/${koblenz.cityId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'River cruise excursions' })).toBeInTheDocument();
    const places = await screen.findAllByRole('heading', { level: 2 });
    expect(places.map((heading) => heading.textContent)).toEqual(['Cologne', 'Koblenz']);
    const koblenzList = screen.getByRole('list', { name: 'Tours and activities in Koblenz' });
    expect(within(koblenzList).getByRole('heading', { level: 3, name: koblenz.activity.title })).toBeInTheDocument();
  });

  it('says so under a place without activities', async () => {
    await renderExcursionRoutes({ entry: `/musement-river/excursions?city=${empty}` });
    expect(await screen.findByText('No activities found for this location.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: DEMO_EMPTY_MARKETPLACE_CITY.name })).toBeInTheDocument();
  });

  it('offers the countries when no place is configured', async () => {
    await renderExcursionRoutes({ entry: '/musement-river/excursions' });
    expect(await screen.findByRole('list', { name: 'Countries' })).toBeInTheDocument();
  });

  it('shows the error when a place’s activities cannot be loaded', async () => {
    await renderExcursionRoutes({
      entry: `/musement-river/excursions?city=${koblenz.countryId}/${koblenz.cityId}`,
      overrides: [failingCall('get', '*/musement/countries/:id/cities/:id/activities')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  });
});
