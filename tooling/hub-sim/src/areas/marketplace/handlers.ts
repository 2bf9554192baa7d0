import { http, HttpResponse } from 'msw';
import {
  MARKETPLACE_API_VERSION,
  marketplaceHeaderNames,
  type MarketplaceActivity,
  type MarketplaceCity,
  type MarketplaceMedia,
} from '@companion/hub-client';
import { marketplaceActivitiesOf, marketplaceActivityById, marketplaceCitiesOf, marketplaceCountries } from './fixtures/marketplace';
import { hubErrorAnswer } from '../../handlers/answers';

/** The API address the request came to, so picture addresses stay on `kiosk.localhost` and the like. */
function apiBase(request: Request): string {
  const url = new URL(request.url);
  const index = url.pathname.search(/\/(musement|activities)\//);
  return `${url.origin}${url.pathname.slice(0, index + 1)}`;
}

const absolute = (address: string | null | undefined, base: string) => (address ? new URL(address, base).href : address);

/**
 * Like the marketplace, the demo refuses a call that does not ask for API version 3.4.0
 * (bookable-services §9), so a client that forgets the header fails in tests and in the demo.
 */
function withVersion(resolve: (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Response) {
  return (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) =>
    info.request.headers.get(marketplaceHeaderNames.version) === MARKETPLACE_API_VERSION
      ? resolve(info)
      : hubErrorAnswer(400, 'VERSION_REQUIRED', `Send ${marketplaceHeaderNames.version}: ${MARKETPLACE_API_VERSION}.`);
}

const notFound = (what: string) => hubErrorAnswer(404, 'NOT_FOUND', `${what} not found`);

/**
 * Third-party activities (bookable-services §7 "Third-party activities (hub)"). The demo answers
 * in English and pounds whatever language and currency are asked for, and needs no session.
 */
export function marketplaceHandlers() {
  const withPictures = (activity: MarketplaceActivity, base: string): MarketplaceActivity => ({
    ...activity,
    cover_image_url: absolute(activity.cover_image_url, base),
  });
  return [
    http.get(
      '*/musement/countries',
      withVersion(() => HttpResponse.json(marketplaceCountries)),
    ),
    http.get(
      '*/musement/countries/:countryId/cities',
      withVersion(({ request, params }) => {
        const cities = marketplaceCitiesOf(String(params.countryId));
        if (!cities) return notFound('Country');
        const base = apiBase(request);
        return HttpResponse.json(
          cities.map((city): MarketplaceCity => ({ ...city, cover_image_url: absolute(city.cover_image_url, base) })),
        );
      }),
    ),
    http.get(
      '*/musement/countries/:countryId/cities/:cityId/activities',
      withVersion(({ request, params }) => {
        const activities = marketplaceActivitiesOf(String(params.countryId), String(params.cityId));
        if (!activities) return notFound('City');
        const base = apiBase(request);
        return HttpResponse.json(activities.map((activity) => withPictures(activity, base)));
      }),
    ),
    http.get(
      '*/activities/:activityId',
      withVersion(({ request, params }) => {
        const found = marketplaceActivityById(String(params.activityId));
        return found ? HttpResponse.json(withPictures(found.activity, apiBase(request))) : notFound('Activity');
      }),
    ),
    http.get(
      '*/activities/:activityId/taxonomies',
      withVersion(({ params }) => {
        const found = marketplaceActivityById(String(params.activityId));
        return found ? HttpResponse.json(found.taxonomies) : notFound('Activity');
      }),
    ),
    http.get(
      '*/activities/:activityId/media',
      withVersion(({ request, params }) => {
        const found = marketplaceActivityById(String(params.activityId));
        if (!found) return notFound('Activity');
        const base = apiBase(request);
        return HttpResponse.json(found.media.map((media): MarketplaceMedia => ({ ...media, url: new URL(media.url, base).href })));
      }),
    ),
  ];
}
