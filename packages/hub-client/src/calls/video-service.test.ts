// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHubClient } from '../hub-client';
import { logoutOfVideoService } from './video-service';

const access = { serviceUrl: 'https://video.example.test/api/', apiVersion: '3', deviceUuid: 'device-1', token: 'video-token' };

function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  let forbidden = 0;
  const hub = createHubClient({
    hubApiUrl: 'https://hub.example.test/api/',
    getSessionId: () => 'hub-session',
    onForbidden: () => (forbidden += 1),
    fetch: async (input, init) => {
      requests.push(input instanceof Request ? input : new Request(input, init));
      return answer();
    },
    logger: { warn: () => {}, error: () => {} },
  });
  return { hub, requests, forbiddenCount: () => forbidden };
}

describe('logoutOfVideoService', () => {
  it('calls customers/logout on the video provider with token, device and API version, without the hub session', async () => {
    const { hub, requests } = clientAnswering(() => new Response('null'));
    expect(await logoutOfVideoService(hub, access)).toEqual({ ok: true, value: undefined });
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe('https://video.example.test/api/customers/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'video-token', device_uuid: 'device-1', api_version: '3' });
    expect(requests[0]!.headers.get('SessionId')).toBeNull();
  });

  // §9: a configured version applies only if it is 3 or more. The demo's provider refused the raw
  // '2' with a 400, so the provider never heard the logout and its token stayed valid.
  it('sends the API version every other provider call sends: 3 unless 3 or more is configured', async () => {
    const sent = async (apiVersion: string | null) => {
      const { hub, requests } = clientAnswering(() => new Response('null'));
      await logoutOfVideoService(hub, { ...access, apiVersion });
      return new URL(requests[0]!.url).searchParams.get('api_version');
    };
    expect(await sent('2')).toBe('3');
    expect(await sent(null)).toBe('3');
    expect(await sent('4')).toBe('4');
  });

  it('reports a non-null answer as a failure to record', async () => {
    const { hub } = clientAnswering(() => Response.json({ error: 'unknown token' }));
    const result = await logoutOfVideoService(hub, access);
    expect(result.ok).toBe(false);
  });

  it('never treats the provider’s 403 as the end of the hub session', async () => {
    const { hub, forbiddenCount } = clientAnswering(() => new Response('', { status: 403 }));
    const result = await logoutOfVideoService(hub, access);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
    expect(forbiddenCount()).toBe(0);
  });
});
