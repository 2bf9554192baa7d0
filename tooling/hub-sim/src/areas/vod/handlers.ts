import { http, HttpResponse, type RequestHandler } from 'msw';
import type { HubState } from '../../hub-state';
import { demoHlsPlaylist, demoHlsStream } from '../../media/demo-hls';
import { demoGenres, demoVods, type DemoVod } from './fixtures/catalogue';
import { demoChannelNames, demoProgramsAround } from './fixtures/channels';
import { posterSvg } from './fixtures/poster-svg';
import { SHIP_MOVIE_COUNT, shipMaster, shipMovie, type ShipCatalogueLocale } from './fixtures/ship-catalogue';
import type { VodAreaState } from './state';

const DEFAULT_LIMIT = 20;

/** The provider's address as the device config names it (…/video/). */
function providerBase(request: Request): string {
  return request.url.slice(0, request.url.indexOf('/video/') + '/video/'.length);
}

const providerError = (status: number, message: string) => HttpResponse.json({ message }, { status });

function numbers(value: string | null): number[] {
  return (value ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite);
}

/** Series and audio are shown square (§9: series 100 %; the app gives audio the series ratio), films and episodes 2:3. */
const squarePictured: ReadonlySet<DemoVod['type']> = new Set(['series', 'audio_series', 'audio_episode']);

function genreName(item: DemoVod): string {
  return demoGenres.find((genre) => genre.id === item.genreIds[0])?.name ?? 'Film';
}

/** A VOD item in the provider's shape; three poster sizes so the app must choose (< 200,000 bytes). */
function providerItem(item: DemoVod, base: string, own: VodAreaState) {
  const poster = (width: number) => `${base}poster/${item.id}?w=${width}`;
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    rating: item.rating,
    rating_age: item.ratingAge,
    year: item.year,
    genre_ids: item.genreIds,
    kids: item.kids,
    descriptions: { long: item.description },
    actors: item.actors,
    directors: item.directors,
    images: [
      { url: poster(200), size: 60_000, width: 200, type: 'poster' },
      { url: poster(400), size: 190_000, width: 400, type: 'poster' },
      { url: poster(1200), size: 900_000, width: 1200, type: 'poster' },
      { url: `${base}poster/${item.id}?w=640&wide=1`, size: 150_000, width: 640, type: 'backdrop' },
    ],
    watchlisted: own.watchlist.has(item.id) || (item.seriesId !== undefined && own.watchlist.has(item.seriesId)),
    assets: item.durationSec ? { movies: [{ duration_sec: item.durationSec, url: `${base}hls/${item.id}/index.m3u8` }] } : null,
    series_info:
      item.type === 'movie'
        ? null
        : {
            series_id: item.seriesId ?? item.id,
            seasons: item.seasons ?? null,
            season: item.season ?? null,
            episode: item.episode ?? null,
          },
    last_playback_status: own.positions.has(item.id) ? { position_seconds: own.positions.get(item.id) } : null,
  };
}

function matches(item: DemoVod, query: URLSearchParams, own: VodAreaState): boolean {
  const types = (query.get('types') ?? '').split(',').filter(Boolean);
  if (types.length > 0 && !types.includes(item.type)) return false;
  const genre = Number(query.get('genre_id'));
  if (genre && !item.genreIds.includes(genre)) return false;
  const search = (query.get('search') ?? '').trim().toLowerCase();
  if (search && !item.title.toLowerCase().includes(search)) return false;
  const seriesIds = numbers(query.get('series_ids'));
  if (seriesIds.length > 0 && (item.seriesId === undefined || !seriesIds.includes(item.seriesId))) return false;
  const seasons = numbers(query.get('series_seasons'));
  if (seasons.length > 0 && (item.season === undefined || !seasons.includes(item.season))) return false;
  const ids = numbers(query.get('vod_ids'));
  if (ids.length > 0 && !ids.includes(item.id)) return false;
  if (query.get('watchlist') && !own.watchlist.has(item.id)) return false;
  if (query.get('kids') && !item.kids) return false;
  return true;
}

/** The hub's clock's local midnight, in epoch seconds: the guide's day. */
function dayStart(hub: HubState): number {
  const now = hub.now();
  return Math.floor(new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() / 1000);
}

export function vodHandlers(hub: HubState, own: VodAreaState): RequestHandler[] {
  /** Token, device and API version in the query (§7); a failing path answers 500 with a message. */
  const guarded =
    (path: string, answer: (request: Request, query: URLSearchParams) => Response | Promise<Response>) =>
    ({ request }: { request: Request }) => {
      const query = new URL(request.url).searchParams;
      if (own.failingQuietly.has(path)) return new HttpResponse(null, { status: 500 });
      if (own.failing.has(path)) return providerError(500, 'The video service is not available at the moment');
      if (!own.tokens.has(query.get('token') ?? '')) return providerError(401, 'Invalid or expired token');
      if (!query.get('device_uuid')) return providerError(400, 'device_uuid is missing');
      if (Number(query.get('api_version')) < 3) return providerError(400, 'api_version 3 or later required');
      return answer(request, query);
    };

  const streamAllowed = (request: Request) => {
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    const inQuery = new URL(request.url).searchParams.get('access_token');
    return own.tokens.has(bearer ?? '') || own.tokens.has(inQuery ?? '');
  };

  return [
    http.post('*/video/api/connect-token', async ({ request }) => {
      if (own.failing.has('api/connect-token')) return providerError(500, 'Login to the video service failed');
      const body = (await request.json().catch(() => ({}))) as { username?: string; password?: string };
      if (!body.username || !body.password) return providerError(401, 'Username and password are required');
      own.issued += 1;
      const token = `vod-token-${own.issued}`;
      own.tokens.add(token);
      own.tokenApps.set(token, body.username);
      return HttpResponse.json({ token });
    }),
    http.get(
      '*/video/customers/loginApp',
      // Like a provider with per-app entitlements: the device registers as the app the token was
      // issued to, so an app that asks for the token as its brand but logs in as PLANE_V1 is refused.
      guarded('customers/loginApp', (_request, query) => {
        const app = query.get('app_identifier');
        if (!app) return providerError(400, 'app_identifier is missing');
        if (own.tokenApps.get(query.get('token') ?? '') !== app) return providerError(403, 'The token was issued to another app');
        return HttpResponse.json(null);
      }),
    ),
    http.get(
      '*/video/customers/logout',
      guarded('customers/logout', (_request, query) => {
        own.tokens.delete(query.get('token') ?? '');
        return HttpResponse.json(null);
      }),
    ),
    http.get(
      '*/video/vods/getVods',
      guarded('vods/getVods', (request, query) => {
        const limit = Math.min(Number(query.get('limit')) || DEFAULT_LIMIT, 200);
        const page = Math.max(Number(query.get('page')) || 1, 1);
        const found = [...demoVods().values()].filter((item) => matches(item, query, own));
        const base = providerBase(request);
        return HttpResponse.json({ vods: found.slice((page - 1) * limit, page * limit).map((item) => providerItem(item, base, own)) });
      }),
    ),
    http.get(
      '*/video/vods/getProviders',
      guarded('vods/getProviders', (_request, query) => {
        const type = query.get('type');
        return HttpResponse.json({ providers: demoGenres.filter((genre) => !type || genre.type === type) });
      }),
    ),
    http.get(
      '*/video/vods/getPlayoutAssets',
      guarded('vods/getPlayoutAssets', (request, query) => {
        const id = Number(query.get('vod_id'));
        if (!demoVods().has(id)) return providerError(404, `No playout assets for ${id}`);
        return HttpResponse.json({ assets: [{ url: `${providerBase(request)}hls/${id}/index.m3u8`, type: 'application/x-mpegURL' }] });
      }),
    ),
    http.get(
      '*/video/vods/setPosition',
      guarded('vods/setPosition', (_request, query) => {
        own.positions.set(Number(query.get('vod_id')), Number(query.get('position_seconds')));
        return HttpResponse.json(null);
      }),
    ),
    http.get(
      '*/video/vods/watchlistAdd',
      guarded('vods/watchlistAdd', (_request, query) => {
        own.watchlist.add(Number(query.get('vod_id') ?? query.get('vod_series_id')));
        return HttpResponse.json(null);
      }),
    ),
    http.get(
      '*/video/vods/watchlistRemove',
      guarded('vods/watchlistRemove', (_request, query) => {
        own.watchlist.delete(Number(query.get('vod_id') ?? query.get('vod_series_id')));
        return HttpResponse.json(null);
      }),
    ),
    http.get(
      '*/video/channels/getChannelData',
      guarded('channels/getChannelData', (request, query) => {
        const from = Number(query.get('from')) || 0;
        const to = Number(query.get('to')) || Number.MAX_SAFE_INTEGER;
        const ids = numbers(query.get('channel_ids'));
        const start = dayStart(hub);
        const base = providerBase(request);
        // ?channel_count= lets a bench in the browser ask for a bigger line-up than the area state's.
        const count = Number(new URL(request.url).searchParams.get('channel_count')) || own.channelCount;
        const channels = Array.from({ length: count }, (_, index) => demoChannelNames[index] ?? `Channel ${index + 1}`)
          .map((name, index) => ({ id: index + 1, name, number: index + 1, index }))
          .filter((channel) => ids.length === 0 || ids.includes(channel.id))
          .map(({ index, ...channel }) => ({
            ...channel,
            logo: `${base}poster/${90_000 + channel.id}?w=200&wide=1`,
            streams: [{ url: `${base}hls/channel-${channel.id}/index.m3u8` }],
            epg: {
              programs: demoProgramsAround(index, start).filter((program) => program.end_time > from && program.start_time < to),
            },
          }));
        return HttpResponse.json({ channels });
      }),
    ),
    http.get('*/video/poster/:id', ({ request, params }) => {
      const id = Number(params.id);
      const url = new URL(request.url);
      const item = demoVods().get(id);
      const channel = demoChannelNames[id - 90_001];
      const ship = id > 60_000 && id <= 60_000 + SHIP_MOVIE_COUNT ? shipMovie(id - 60_000, 'en_US') : undefined;
      const title = item?.title ?? channel ?? ship?.title ?? `Title ${id}`;
      const svg = posterSvg(
        id,
        title,
        item ? genreName(item) : ship ? 'Ship cinema' : 'Live TV',
        url.searchParams.has('wide') ? 'wide' : item && squarePictured.has(item.type) ? 'square' : 'poster',
      );
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });
    }),
    // The ship movie catalogue (§2.3, §7) under …/video/catalogue/.
    http.get('*/video/catalogue/:locale/master.json', ({ request, params }) => {
      if (own.failing.has('catalogue')) return providerError(500, 'The catalogue is not available');
      const locale = params.locale === 'de_DE' ? 'de_DE' : 'en_US';
      return HttpResponse.json(shipMaster(locale, providerBase(request)));
    }),
    http.get('*/video/catalogue/movies/:movie/:locale/metadata.json', ({ params }) => {
      const n = Number(String(params.movie).replace(/^m/, ''));
      if (!(n >= 1 && n <= SHIP_MOVIE_COUNT)) return providerError(404, 'No such movie');
      return HttpResponse.json(shipMovie(n, (params.locale === 'de_DE' ? 'de_DE' : 'en_US') as ShipCatalogueLocale));
    }),
    http.get('*/video/catalogue/v/hls/:movie/:media/:file', ({ request, params }) => {
      if (!streamAllowed(request)) return providerError(401, 'A bearer token is required');
      return streamFile(request, String(params.file));
    }),
    // The stream: a real HLS stream (demo-hls.ts) that answers 401 without the token.
    http.get('*/video/hls/:id/:file', ({ request, params }) => {
      if (!streamAllowed(request)) return providerError(401, 'A bearer token is required');
      return streamFile(request, String(params.file));
    }),
  ];
}

/** A file of the demo HLS stream; a query token is carried into the playlist's URIs. */
function streamFile(request: Request, file: string): Response {
  const token = new URL(request.url).searchParams.get('access_token');
  if (file === 'index.m3u8')
    return new HttpResponse(demoHlsPlaylist(token ? `access_token=${encodeURIComponent(token)}` : ''), {
      headers: { 'Content-Type': 'application/vnd.apple.mpegurl' },
    });
  const stream = demoHlsStream();
  const segment = /^segment-(\d+)\.m4s$/.exec(file)?.[1];
  const bytes = file === 'init.mp4' ? stream.init : segment !== undefined ? stream.segments[Number(segment)]?.bytes : undefined;
  if (!bytes) return providerError(404, 'No such segment');
  return new HttpResponse(bytes, { headers: { 'Content-Type': 'video/mp4' } });
}
