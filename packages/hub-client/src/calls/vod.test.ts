// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHubClient } from '../hub-client';
import { connectVideoToken, getVods, loginVideoApp, videoApiVersion, VIDEO_APP_IDENTIFIER } from './vod';

const access = { serviceUrl: 'https://video.example.test/api/', apiVersion: null, deviceUuid: 'device-1', token: 'video-token' };

function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const hub = createHubClient({
    hubApiUrl: 'https://hub.example.test/api/',
    getSessionId: () => 'hub-session',
    onForbidden: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      return answer();
    },
    logger: { warn: () => {}, error: () => {} },
  });
  return { hub, requests };
}

describe('the video provider calls (media-and-guest-services.md §7, §9)', () => {
  it('speaks API version 3 unless a version of 3 or more is configured', () => {
    expect(videoApiVersion(null)).toBe('3');
    expect(videoApiVersion('2')).toBe('3');
    expect(videoApiVersion('abc')).toBe('3');
    expect(videoApiVersion('4')).toBe('4');
  });

  it('logs the app in as PLANE_V1 with token, device id and API version in the query, without the hub session', async () => {
    const { hub, requests } = clientAnswering(() => Response.json(null));
    await loginVideoApp(hub, { ...access, apiVersion: '2' });
    const url = new URL(requests[0]!.url);
    expect(VIDEO_APP_IDENTIFIER).toBe('PLANE_V1');
    expect(url.href.startsWith('https://video.example.test/api/customers/loginApp')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      app_identifier: 'PLANE_V1',
      token: 'video-token',
      device_uuid: 'device-1',
      api_version: '3',
    });
    expect(requests[0]!.headers.get('SessionId')).toBeNull();
  });

  // §9 names PLANE_V1 as the default: a brand's configured identifier must reach the provider.
  it('logs the app in as the configured app identifier', async () => {
    const { hub, requests } = clientAnswering(() => Response.json(null));
    await loginVideoApp(hub, { ...access, appIdentifier: 'aurora-star' });
    expect(new URL(requests[0]!.url).searchParams.get('app_identifier')).toBe('aurora-star');
  });

  it('falls back to PLANE_V1 when the configured identifier is blank', async () => {
    const { hub, requests } = clientAnswering(() => Response.json(null));
    await loginVideoApp(hub, { ...access, appIdentifier: '  ' });
    expect(new URL(requests[0]!.url).searchParams.get('app_identifier')).toBe('PLANE_V1');
  });

  it('gets the token from POST api/connect-token, as the app identifier with the device uuid', async () => {
    const { hub, requests } = clientAnswering(() => Response.json({ token: 'fresh' }));
    expect(await connectVideoToken(hub, access.serviceUrl, { appIdentifier: null, deviceUuid: 'device-1' })).toEqual({
      ok: true,
      value: 'fresh',
    });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/api/connect-token');
    expect(await requests[0]!.json()).toEqual({ username: 'PLANE_V1', password: 'device-1' });
  });

  it('asks for the token with the configured app identifier, the one loginApp sends', async () => {
    const { hub, requests } = clientAnswering(() => Response.json({ token: 'fresh' }));
    await connectVideoToken(hub, access.serviceUrl, { appIdentifier: 'aurora-star', deviceUuid: 'device-1' });
    expect(await requests[0]!.json()).toEqual({ username: 'aurora-star', password: 'device-1' });
  });

  it('asks vods/getVods for one page with its limit, search and genre', async () => {
    const { hub, requests } = clientAnswering(() => Response.json({ vods: [] }));
    await getVods(hub, access, { types: ['movie'], limit: 100, page: 2, search: 'sea', genreId: 7 });
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toMatchObject({
      types: 'movie',
      limit: '100',
      page: '2',
      search: 'sea',
      genre_id: '7',
    });
  });
});
