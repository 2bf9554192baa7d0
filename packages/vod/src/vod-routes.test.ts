// @vitest-environment node
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toRouteObjects } from '@companion/shell';
import { vodRoutes } from './vod-routes';

/** Every address of media-and-guest-services.md §2.1–2.3 (and platform.md's public /vod/ routes). */
const specAddresses = [
  '/vod/overview',
  '/vod/overview/genre/movies',
  '/vod/overview/genre/series',
  '/vod/overview/movies',
  '/vod/overview/movies/3',
  '/vod/overview/series',
  '/vod/overview/series/3',
  '/vod/overview/serie/20004',
  '/vod/overview/serie/20004/1',
  '/vod/overview/audios',
  '/vod/overview/audios/3',
  '/vod/overview/audio/40002',
  '/vod/overview/audio/40002/1',
  '/vod/overview/kids',
  '/vod/overview/kids/movies',
  '/vod/overview/watchlist',
  '/vod/overview/channels',
  '/vod/detail/12',
  '/vod/12',
  '/vod/channel/90001',
  '/vod/login',
  '/vod/theo/12',
  '/channels',
  '/channel/90001',
  '/vod/tvguide',
  '/seanetvod',
  '/seanetvod/genre/2',
  '/seanetvod/movie/m3',
  '/seanetvod/moviePlayer',
];

describe('the video route table', () => {
  it('has a screen for every address of §2.1–2.3 on a personal device', () => {
    const routes = toRouteObjects(vodRoutes, 'App');
    for (const address of specAddresses) expect(matchRoutes(routes, address), address).not.toBeNull();
  });

  it('carries no video route on a kiosk or a signage screen (§6)', () => {
    expect(toRouteObjects(vodRoutes, 'Kiosk')).toEqual([]);
    expect(toRouteObjects(vodRoutes, 'DigitalSignage')).toEqual([]);
  });

  it('plays /vod/theo/{id} with the film player, not as a detail or a 404', () => {
    const match = matchRoutes(toRouteObjects(vodRoutes, 'App'), '/vod/theo/12');
    expect(match?.at(-1)?.route.path).toMatch(/^\/?vod\/theo\/:id$/);
    expect(vodRoutes.find((route) => route.path === '/vod/theo/:id')?.load).toBe(
      vodRoutes.find((route) => route.path === '/vod/:id')?.load,
    );
  });
});
