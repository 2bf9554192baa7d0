// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createNetworkAwareFetch } from './network-aware-fetch';
import { isOffline, reportHubReachable } from './network-status';
import { resetShownDataTime, shownDataTime, STORED_AT_HEADER } from './shown-data-time';

afterEach(() => reportHubReachable());

describe('the hub client’s network-aware fetch', () => {
  it('marks the hub unreachable on a network failure and reachable on the next answer', async () => {
    let fail = true;
    const fetchHub = createNetworkAwareFetch(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 500 });
    });
    await expect(fetchHub('https://hub.test/a')).rejects.toThrow('Failed to fetch');
    expect(isOffline()).toBe(true);
    fail = false;
    await fetchHub('https://hub.test/a');
    expect(isOffline()).toBe(false);
  });

  it('does not count a request the screen aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchHub = createNetworkAwareFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(fetchHub('https://hub.test/a', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(isOffline()).toBe(false);
  });
});

describe('answers the service worker served from its cache', () => {
  afterEach(() => resetShownDataTime());

  it('count as offline and say what is shown is from when they were stored', async () => {
    const fetchHub = createNetworkAwareFetch(
      async () => new Response('{}', { headers: { [STORED_AT_HEADER]: '2026-11-23T14:32:00.000Z' } }),
    );
    await fetchHub('https://hub.test/api/cms/dailySchedule');
    expect(isOffline()).toBe(true);
    expect(shownDataTime()).toBe(Date.parse('2026-11-23T14:32:00.000Z'));
  });

  it('keep the oldest stamp, and a fresh answer clears it', async () => {
    let stamp: string | undefined = '2026-11-23T14:32:00.000Z';
    const fetchHub = createNetworkAwareFetch(async () => new Response('{}', stamp ? { headers: { [STORED_AT_HEADER]: stamp } } : {}));
    await fetchHub('https://hub.test/a');
    stamp = '2026-11-23T15:00:00.000Z';
    await fetchHub('https://hub.test/b');
    expect(shownDataTime()).toBe(Date.parse('2026-11-23T14:32:00.000Z'));
    stamp = undefined;
    await fetchHub('https://hub.test/c');
    expect(isOffline()).toBe(false);
    expect(shownDataTime()).not.toBe(Date.parse('2026-11-23T14:32:00.000Z'));
  });
});
