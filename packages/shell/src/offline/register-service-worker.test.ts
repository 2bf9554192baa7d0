import { describe, expect, it, vi } from 'vitest';

const workboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, () => void>();
  skipped = false;
  constructor(readonly scriptUrl: string) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  register = vi.fn(async () => undefined);
  update = vi.fn(async () => undefined);
  messageSkipWaiting() {
    this.skipped = true;
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { requestPersistentStorage, startServiceWorker } = await import('./register-service-worker');

describe('the service worker’s registration', () => {
  it('asks for persistent storage once, and copes without the API', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persist, persisted: async () => false } as unknown as StorageManager)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistentStorage({ persisted: async () => true, persist } as unknown as StorageManager)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });

  it('does nothing where the build has no worker', () => {
    expect(startServiceWorker('guest', undefined)).toBeUndefined();
    expect(workboxes).toHaveLength(0);
  });

  it('registers the build’s worker and, on the guest app, takes a waiting version at the next navigation', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const policy = startServiceWorker('guest', '/sw.js');
    await vi.waitFor(() => expect(workboxes[0]?.register).toHaveBeenCalled());
    expect(workboxes[0]?.scriptUrl).toBe('/sw.js');
    workboxes[0]?.listeners.get('waiting')?.();
    policy?.onNavigation();
    expect(workboxes[0]?.skipped).toBe(true);
    workboxes[0]?.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads workbox-window only after the load event, so its work stays out of the first screen', async () => {
    vi.resetModules();
    const fresh = await import('./register-service-worker');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const listen = vi.spyOn(window, 'addEventListener');
    const before = workboxes.length;
    fresh.startServiceWorker('guest', '/sw-later.js');
    expect(listen).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    await Promise.resolve();
    expect(workboxes).toHaveLength(before);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(workboxes.at(-1)?.scriptUrl).toBe('/sw-later.js'));
  });
});
