// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHubClient, type HubError, type HubResult, type VideoServiceAccess } from '@companion/hub-client';
import { callVideoService } from './video-call';
import { clearVideoAuthentication, currentVideoAccess, rememberVideoLogin } from './video-authentication-store';

const access: VideoServiceAccess = { serviceUrl: 'https://video.example.test/video/', token: 't1', deviceUuid: 'd', apiVersion: '3' };

/** A provider that issues tokens t2, t3 … and counts the logins (connect-token) it sees. */
function provider() {
  const logins: string[] = [];
  const hub = createHubClient({
    hubApiUrl: 'https://hub.example.test/api/',
    getSessionId: () => undefined,
    fetch: async (input, init) => {
      const url = (input instanceof Request ? input : new Request(input, init)).url;
      if (url.endsWith('api/connect-token')) {
        logins.push(url);
        return Response.json({ token: `t${logins.length + 1}` });
      }
      return Response.json(null);
    },
    logger: { warn: () => {}, error: () => {} },
  });
  return { hub, logins };
}

const failed = (error: HubError) => async (): Promise<HubResult<never>> => ({ ok: false, error });

afterEach(() => clearVideoAuthentication());

describe('§4 "An error clears the token"', () => {
  // Each kind of failure: the provider refusing the token, failing itself, or not being reached.
  it.each([
    ['a refusal', { kind: 'http', status: 401, message: 'Invalid or expired token' }],
    ['a provider error', { kind: 'http', status: 500, message: 'down' }],
    ['a network failure', { kind: 'network', message: 'offline' }],
    ['an unreadable answer', { kind: 'invalid-response', message: 'bad', issues: [] }],
  ] satisfies [string, HubError][])('forgets the token after %s', async (_name, error) => {
    const { hub } = provider();
    rememberVideoLogin(access);
    await callVideoService(hub, access, failed(error));
    expect(currentVideoAccess()).toBeUndefined();
  });

  it('keeps the token after a success', async () => {
    const { hub } = provider();
    rememberVideoLogin(access);
    expect(await callVideoService(hub, access, async () => ({ ok: true, value: 1 }))).toEqual({ ok: true, value: 1 });
    expect(currentVideoAccess()).toEqual(access);
  });

  // A late failure with an old token must not log out a login made since: two screens would
  // otherwise take turns clearing each other's token.
  it('does not forget a newer token when a call with an older one fails', async () => {
    const { hub } = provider();
    const newer = { ...access, token: 't9' };
    rememberVideoLogin(newer);
    await callVideoService(hub, access, async (live) => {
      expect(live).toEqual(newer);
      clearVideoAuthentication();
      rememberVideoLogin({ ...access, token: 't10' });
      return { ok: false, error: { kind: 'http', status: 500, message: 'down' } };
    });
    expect(currentVideoAccess()?.token).toBe('t10');
  });
});

describe('no login storm after a cleared token', () => {
  it('goes on with the screen’s token and does not log in unless asked to', async () => {
    const { hub, logins } = provider();
    const used: string[] = [];
    await callVideoService(hub, access, async (live) => {
      used.push(live.token);
      return { ok: true, value: null };
    });
    expect(used).toEqual(['t1']);
    expect(logins).toHaveLength(0);
  });

  it('logs in once when renewing, even for calls made together', async () => {
    const { hub, logins } = provider();
    const used: string[] = [];
    const call = async (live: VideoServiceAccess): Promise<HubResult<null>> => {
      used.push(live.token);
      return { ok: true, value: null };
    };
    await Promise.all([callVideoService(hub, access, call, { renew: true }), callVideoService(hub, access, call, { renew: true })]);
    expect(logins).toHaveLength(1);
    expect(used).toEqual(['t2', 't2']);
  });
});
