import { afterEach, describe, expect, it } from 'vitest';
import { createNetworkAwareFetch } from './network-aware-fetch';
import { isOffline, reportHubReachable } from './network-status';

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
