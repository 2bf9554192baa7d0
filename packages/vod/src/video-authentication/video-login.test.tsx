import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { areaState, vodArea } from '@companion/hub-sim';
import { logout } from '@companion/session';
import { clearHubDataCache, installFeatures, videoDeviceUuid } from '@companion/shell';
import { renderVod } from '../test/render-vod';
import { stubLayout } from '../test/stub-layout';
import { vodFeature } from '../vod-feature';
import { clearVideoAuthentication, currentVideoAccess } from './video-authentication-store';

stubLayout();
installFeatures([vodFeature]);

// Each test has a fresh demo provider, so a token from the previous one is worthless.
beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

type Asked = { path: string; query: URLSearchParams; body: unknown };

/** Lets ten minutes of timers and every pending answer run: a loop of logins or calls would show. */
async function aWhileLater() {
  vi.useFakeTimers();
  try {
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
  } finally {
    vi.useRealTimers();
  }
}

/** Records every call to the video provider: its path, query and JSON body. */
function recording() {
  const asked: Asked[] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = /\/video\/(.*)$/.exec(url.pathname)?.[1];
      if (path)
        asked.push({
          path,
          query: url.searchParams,
          body: await request
            .clone()
            .json()
            .catch(() => undefined),
        });
      return demo(request);
    };
  const logins = () => asked.filter((call) => call.path === 'api/connect-token');
  const calls = (path: string) => asked.filter((call) => call.path === path);
  return { asked, logins, calls, wrapFetch };
}

describe('the video-service login', () => {
  // §9 names PLANE_V1 as the default only: the demo device is configured as 'aurora-star', and
  // its provider registers a device only as the app the token was issued to.
  it('asks for the token and logs the app in as the configured app identifier', async () => {
    const { calls, wrapFetch } = recording();
    await renderVod({ entry: '/vod/overview/serie/20004', wrapFetch });
    expect(await screen.findByRole('heading', { name: 'Seasons' })).toBeInTheDocument();
    expect(calls('api/connect-token')[0]?.body).toMatchObject({ username: 'aurora-star' });
    expect(calls('customers/loginApp')[0]?.query.get('app_identifier')).toBe('aurora-star');
  });

  it('logs in as PLANE_V1 when no identifier is configured', async () => {
    const { calls, wrapFetch } = recording();
    await renderVod({
      entry: '/vod/overview/serie/20004',
      wrapFetch,
      patchConfig: (config) => ({ ...config, videoConfiguration: { ...config.videoConfiguration!, appIdentifier: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Seasons' })).toBeInTheDocument();
    expect(calls('api/connect-token')[0]?.body).toMatchObject({ username: 'PLANE_V1' });
    expect(calls('customers/loginApp')[0]?.query.get('app_identifier')).toBe('PLANE_V1');
  });

  // media §3 "deviceUuid" in the saved vod slice (shell): the provider sees one device, not a new
  // one per login or per app start.
  it('logs in with the device id saved in the vod slice, the same every time', async () => {
    const { calls, wrapFetch } = recording();
    await renderVod({ entry: '/vod/overview/serie/20004', wrapFetch });
    await screen.findByRole('heading', { name: 'Seasons' });
    cleanup();
    clearVideoAuthentication();
    await renderVod({ entry: '/vod/overview/serie/20004', wrapFetch });
    await screen.findByRole('heading', { name: 'Seasons' });
    const id = videoDeviceUuid();
    expect(calls('api/connect-token').map((call) => (call.body as { password: string }).password)).toEqual([id, id]);
    expect(calls('customers/loginApp').map((call) => call.query.get('device_uuid'))).toEqual([id, id]);
  });

  // The id names the device, not the guest: like the video language saved beside it, it stays for
  // the next guest (shell's deviceStores), while logout wipes the guest's video token.
  it('keeps the device id at logout, and wipes the token', async () => {
    const { hub } = await renderVod({ entry: '/vod/overview/serie/20004' });
    await screen.findByRole('heading', { name: 'Seasons' });
    const id = videoDeviceUuid();
    act(() => logout(hub));
    expect(currentVideoAccess()).toBeUndefined();
    expect(videoDeviceUuid()).toBe(id);
  });
});

describe('§4 an error clears the token, without a storm of logins', () => {
  it('clears the token when the provider fails, logs in once per visit, and once per Try again', async () => {
    const user = userEvent.setup();
    const { logins, calls, wrapFetch } = recording();
    await renderVod({ entry: '/vod/overview/movies', wrapFetch, seed: (state) => areaState(state, vodArea).failing.add('vods/getVods') });
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(currentVideoAccess()).toBeUndefined();
    // Nothing asks again by itself: a failing provider is not flooded with logins.
    await aWhileLater();
    expect(logins()).toHaveLength(1);
    expect(calls('vods/getVods')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    await aWhileLater();
    expect(logins()).toHaveLength(2);
    expect(calls('vods/getVods')).toHaveLength(2);
  });

  it('recovers on Try again once the provider works again, with a new token', async () => {
    const user = userEvent.setup();
    const { logins, wrapFetch } = recording();
    const { demoState } = await renderVod({
      entry: '/vod/overview/movies',
      wrapFetch,
      seed: (state) => areaState(state, vodArea).failing.add('vods/getVods'),
    });
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    areaState(demoState, vodArea).failing.delete('vods/getVods');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('link')).length).toBeGreaterThan(0);
    expect(logins()).toHaveLength(2);
    expect(currentVideoAccess()?.token).toBe('vod-token-2');
  });
});
