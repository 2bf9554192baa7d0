import { describe, expect, it } from 'vitest';
import {
  addToWatchlist,
  connectVideoToken,
  getCatalogueMaster,
  loginVideoApp,
  getChannelData,
  getPlayoutAssets,
  getVodGenres,
  getVods,
  removeFromWatchlist,
  setVodPosition,
  type VideoServiceAccess,
} from '@companion/hub-client';
import { sceneTheme } from '../../media/image-svg';
import { areaState } from '../demo-hub-area';
import { demoClient, expectOk } from '../../test/demo-client';
import { vodArea } from '.';

const serviceUrl = 'http://localhost:8080/video/';

async function connected() {
  const client = demoClient();
  const token = expectOk(await connectVideoToken(client.hub, serviceUrl, { appIdentifier: null, deviceUuid: 'device-1' }));
  const access: VideoServiceAccess = { serviceUrl, token, deviceUuid: 'device-1', apiVersion: '3' };
  return { ...client, access };
}

describe('the demo video provider answers in the shapes hub-client reads', () => {
  it('registers the device only as the app its token was issued to', async () => {
    const client = demoClient();
    const token = expectOk(await connectVideoToken(client.hub, serviceUrl, { appIdentifier: 'aurora-star', deviceUuid: 'device-1' }));
    const access: VideoServiceAccess = { serviceUrl, token, deviceUuid: 'device-1', apiVersion: '3' };
    expect(await loginVideoApp(client.hub, { ...access, appIdentifier: 'aurora-star' })).toMatchObject({ ok: true });
    expect(await loginVideoApp(client.hub, access)).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
  });

  it('pages 10,000 films and ends with an empty page', async () => {
    const { hub, access } = await connected();
    expect(expectOk(await getVods(hub, access, { types: ['movie'], limit: 100, page: 1 }))).toHaveLength(100);
    expect(expectOk(await getVods(hub, access, { types: ['movie'], limit: 100, page: 100 }))).toHaveLength(100);
    expect(expectOk(await getVods(hub, access, { types: ['movie'], limit: 100, page: 101 }))).toHaveLength(0);
  });

  it('has distinct film titles and poster addresses', async () => {
    const { hub, access } = await connected();
    const films = expectOk(await getVods(hub, access, { types: ['movie'], limit: 200, page: 1 }));
    expect(new Set(films.map((film) => film.title)).size).toBe(films.length);
    expect(new Set(films.map((film) => film.images?.[0]?.url)).size).toBe(films.length);
  });

  it('opens the film list with varied, believable titles in every genre, each with its own scene', async () => {
    const { hub, access } = await connected();
    const films = expectOk(await getVods(hub, access, { types: ['movie'], limit: 40, page: 1 }));
    // Once the first screen was "A Harbour", "Last Harbour"… "Golden Lighthouse".
    const words = new Map<string, number>();
    for (const film of films)
      for (const word of film.title.toLowerCase().split(/[^a-zà-ÿ’]+/)) if (word.length > 3) words.set(word, (words.get(word) ?? 0) + 1);
    expect(Math.max(...words.values())).toBeLessThanOrEqual(3);
    expect(films.every((film) => film.title.length <= 30)).toBe(true);
    expect(new Set(films.map((film) => film.genre_ids?.[0])).size).toBe(8);
    expect(new Set(films.map((film) => film.descriptions?.long)).size).toBe(films.length);
    const genres = expectOk(await getVodGenres(hub, access, 'movies'));
    const scenes = films.map((film) => sceneTheme(`${genres.find((g) => g.id === film.genre_ids?.[0])?.name} ${film.title} ${film.id}`));
    expect(new Set(scenes).size).toBeGreaterThanOrEqual(6);
  });

  it('draws films and episodes as 2:3 posters, series and audio square (the app shows them at 100 %), channels 16:9', async () => {
    const { hub, access, demo } = await connected();
    const shape = async (url: string) => {
      const svg = await (await demo.fetch(url)).text();
      const [, width, height] = /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
      return Number(height) / Number(width);
    };
    const first = async (types: string[]) => expectOk(await getVods(hub, access, { types, limit: 1 }))[0]!;
    const poster = async (types: string[]) => shape((await first(types)).images!.find((image) => image.type === 'poster')!.url);
    expect(await poster(['movie'])).toBe(1.5);
    expect(await poster(['episode'])).toBe(1.5);
    expect(await poster(['series'])).toBe(1);
    expect(await poster(['audio_series'])).toBe(1);
    expect(await poster(['audio_episode'])).toBe(1);
    expect(await shape(`${serviceUrl}poster/20001?w=640&wide=1`)).toBe(360 / 640);
  });

  it('answers genres (with provider 146 for the app to drop), series seasons and episodes', async () => {
    const { hub, access } = await connected();
    expect(expectOk(await getVodGenres(hub, access, 'movies')).map((genre) => genre.id)).toContain(146);
    const series = expectOk(await getVods(hub, access, { types: ['series'], limit: 100 }));
    expect(series).toHaveLength(60);
    const first = series[0]!;
    const episodes = expectOk(
      await getVods(hub, access, { types: ['episode'], seriesIds: [first.id], seriesSeasons: [first.series_info!.seasons![0]!] }),
    );
    expect(episodes.length).toBeGreaterThan(0);
  });

  it('keeps the watchlist and resume positions', async () => {
    const { hub, access, demo } = await connected();
    expectOk(await addToWatchlist(hub, access, { vodId: 42 }));
    expect(expectOk(await getVods(hub, access, { vodIds: [42] }))[0]?.watchlisted).toBe(true);
    expectOk(await removeFromWatchlist(hub, access, { vodId: 42 }));
    expect(expectOk(await getVods(hub, access, { vodIds: [42] }))[0]?.watchlisted).toBe(false);
    expectOk(await setVodPosition(hub, access, 42, 61.7));
    expect(areaState(demo.state, vodArea).positions.get(42)).toBe(61);
    expect(expectOk(await getVods(hub, access, { vodIds: [42] }))[0]?.last_playback_status?.position_seconds).toBe(61);
  });

  it('gives a playable stream that refuses requests without the token', async () => {
    const { hub, access, demo } = await connected();
    const assets = expectOk(await getPlayoutAssets(hub, access, 42));
    const url = assets.assets[0]!.url;
    expect((await demo.fetch(url)).status).toBe(401);
    const playlist = await demo.fetch(url, { headers: { Authorization: `Bearer ${access.token}` } });
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXT-X-MAP');
    expect((await demo.fetch(`${url}?access_token=${access.token}`)).status).toBe(200);
  });

  it('has 12 channels with programmes from the day before the hub clock’s day to the day after, without gaps', async () => {
    const now = new Date(2026, 10, 23, 14, 0);
    const client = demoClient('app.localhost', { now: () => now });
    const token = expectOk(await connectVideoToken(client.hub, serviceUrl, { appIdentifier: 'a', deviceUuid: 'b' }));
    const access = { serviceUrl, token, deviceUuid: 'd', apiVersion: '3' };
    const channels = expectOk(await getChannelData(client.hub, access));
    expect(channels).toHaveLength(12);
    const midnight = new Date(2026, 10, 23).getTime() / 1000;
    for (const channel of channels) {
      const programs = channel.epg!.programs;
      // A guide opened late in the evening looks past midnight, one after midnight looks back.
      expect(programs[0]!.start_time).toBe(midnight - 24 * 3600);
      expect(programs.at(-1)!.end_time).toBe(midnight + 48 * 3600);
      for (const [index, program] of programs.slice(1).entries()) expect(program.start_time).toBe(programs[index]!.end_time);
    }
  });

  it('refuses a call without a valid token, and fails a call on request', async () => {
    const { hub, access, demo } = await connected();
    const refused = await getVods(hub, { ...access, token: 'wrong' }, {});
    expect(refused.ok).toBe(false);
    areaState(demo.state, vodArea).failing.add('vods/getVods');
    const failed = await getVods(hub, access, {});
    expect(failed.ok ? '' : failed.error.message).toBe('The video service is not available at the moment');
  });

  it('fails a call without any message when told to (the app then says it has no detail)', async () => {
    const { hub, access, demo } = await connected();
    areaState(demo.state, vodArea).failingQuietly.add('vods/getProviders');
    const failed = await getVodGenres(hub, access, 'movies');
    expect(failed.ok ? undefined : failed.error).toMatchObject({ kind: 'http', status: 500, message: '' });
  });

  it('has audio albums with episodes and a kids section', async () => {
    const { hub, access } = await connected();
    const albums = expectOk(await getVods(hub, access, { types: ['audio_series'], limit: 100 }));
    expect(albums.length).toBeGreaterThan(0);
    const album = albums[0]!;
    const tracks = expectOk(
      await getVods(hub, access, { seriesIds: [album.id], seriesSeasons: [album.series_info!.seasons![0]!], limit: 100 }),
    );
    expect(tracks.length).toBeGreaterThan(0);
    const kids = expectOk(await getVods(hub, access, { types: ['movie'], kids: true, limit: 100 }));
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((film) => film.rating_age === 0 || film.rating_age === null || film.rating_age === undefined)).toBe(true);
  });

  it('has a ship movie catalogue with its genres in English and German', async () => {
    const { hub } = demoClient();
    const english = expectOk(await getCatalogueMaster(hub, `${serviceUrl}catalogue/`, 'en_US'));
    const german = expectOk(await getCatalogueMaster(hub, `${serviceUrl}catalogue/`, 'de_DE'));
    expect(english.genres.length).toBeGreaterThan(1);
    expect(german.genres.map((genre) => genre.id)).toEqual(english.genres.map((genre) => genre.id));
    expect(german.genres.map((genre) => genre.title)).not.toEqual(english.genres.map((genre) => genre.title));
  });
});
