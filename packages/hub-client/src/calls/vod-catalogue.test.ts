// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHubClient } from '../hub-client';
import { catalogueStreamUrl, getCatalogueMaster, getCatalogueMovie } from './vod-catalogue';

const base = 'https://ship.example.test/catalogue/';

function clientAnswering(answer: () => Response) {
  const asked: string[] = [];
  const hub = createHubClient({
    hubApiUrl: 'https://hub.example.test/api/',
    getSessionId: () => 'hub-session',
    onForbidden: () => {},
    fetch: async (input, init) => {
      asked.push((input instanceof Request ? input : new Request(input, init)).url);
      return answer();
    },
    logger: { warn: () => {}, error: () => {} },
  });
  return { hub, asked };
}

describe('the ship movie catalogue calls (media-and-guest-services.md §7)', () => {
  it('asks {locale}/master.json and {path}/{locale}/metadata.json', async () => {
    const { hub, asked } = clientAnswering(() => Response.json({}));
    await getCatalogueMaster(hub, base, 'de_DE');
    await getCatalogueMovie(hub, base, 'movies/m3', 'en_US');
    expect(asked).toEqual([`${base}de_DE/master.json`, `${base}movies/m3/en_US/metadata.json`]);
  });

  it('plays v/hls/{movieId}/{mediaPath}/index.m3u8', () => {
    expect(catalogueStreamUrl(base, 'm3', 'origin/1080')).toBe(`${base}v/hls/m3/origin/1080/index.m3u8`);
  });
});
