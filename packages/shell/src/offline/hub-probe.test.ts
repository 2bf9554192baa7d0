import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_PROBE_MS, startHubProbe } from './hub-probe';
import { createNetworkAwareFetch } from './network-aware-fetch';
import { isOffline, reportHubReachable, reportHubUnreachable } from './network-status';

let stop: (() => void) | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  stop = undefined;
  reportHubReachable();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startHubProbe', () => {
  it('asks nothing while the hub answers', async () => {
    const probe = vi.fn(() => Promise.resolve());
    stop = startHubProbe(probe);
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS * 3);
    expect(probe).not.toHaveBeenCalled();
  });

  it('clears a dropped request within one probe once the hub answers again', async () => {
    let hubUp = false;
    const fetch = createNetworkAwareFetch(() =>
      hubUp ? Promise.resolve(new Response('{}')) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const probe = vi.fn(() => fetch('https://hub.test/devices/config'));
    stop = startHubProbe(probe);
    await expect(fetch('https://hub.test/login')).rejects.toThrow();
    expect(isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(true);
    hubUp = true;
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS);
    expect(isOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('sends one probe at a time and none while the browser itself is offline', async () => {
    const probe = vi.fn(() => new Promise<never>(() => undefined));
    stop = startHubProbe(probe);
    reportHubUnreachable();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS * 2);
    expect(probe).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('stops asking when stopped', async () => {
    const probe = vi.fn(() => Promise.reject(new Error('down')));
    stop = startHubProbe(probe);
    reportHubUnreachable();
    stop();
    await vi.advanceTimersByTimeAsync(HUB_PROBE_MS * 2);
    expect(probe).not.toHaveBeenCalled();
  });
});
