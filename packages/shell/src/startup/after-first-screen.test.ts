import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Observed = { callback: PerformanceObserverCallback; disconnected: boolean };

/** A PerformanceObserver that reports largest paints when the test says so. */
function stubLargestPaints() {
  const observers: Observed[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    private readonly observed: Observed;
    constructor(callback: PerformanceObserverCallback) {
      this.observed = { callback, disconnected: false };
      observers.push(this.observed);
    }
    observe() {}
    disconnect() {
      this.observed.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (url: string) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      const list = { getEntries: () => [{ entryType: 'largest-contentful-paint', url }] } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  };
  return { paint };
}

const picture = 'http://hub.ship.example/api/blobs/image?id=welcome&width=400';

/** A fresh copy of the module: it remembers the first screen once it is drawn. */
const freshModule = async () => {
  vi.resetModules();
  return import('./after-first-screen');
};

describe('work after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1),
    );
  });
  afterEach(() => {
    delete window.companionEarlyPicture;
    vi.useRealTimers();
  });

  it('runs once the page has loaded and the main thread is idle, when the first screen is not a picture', async () => {
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn(() => 'done');
    const done = afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
    await expect(done).resolves.toBe('done');
  });

  it('waits until the picture the start script fetched early is drawn as the largest paint', async () => {
    const { paint } = stubLargestPaints();
    window.companionEarlyPicture = Promise.resolve(picture);
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    void afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(500);
    paint('http://hub.ship.example/api/blobs/image?id=other&width=400');
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    paint(picture);
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
    // Later work does not wait for the first screen again.
    const later = vi.fn();
    void afterFirstScreen(later);
    await vi.advanceTimersByTimeAsync(50);
    expect(later).toHaveBeenCalledOnce();
  });

  it('waits at most 4 s for a picture that is never reported (a larger paint came first, or a tap)', async () => {
    stubLargestPaints();
    window.companionEarlyPicture = Promise.resolve(picture);
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    void afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(3900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledOnce();
  });

  it.each(['keydown', 'pointerdown'])(
    'stops waiting for the picture at the first %s (no largest paint is reported after it)',
    async (input) => {
      stubLargestPaints();
      window.companionEarlyPicture = Promise.resolve(picture);
      const { afterFirstScreen } = await freshModule();
      const work = vi.fn();
      void afterFirstScreen(work);
      await vi.advanceTimersByTimeAsync(300);
      expect(work).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(input));
      await vi.advanceTimersByTimeAsync(50);
      expect(work).toHaveBeenCalledOnce();
    },
  );

  it('waits for the first largest paint of anything when the start script named no picture', async () => {
    const { paint } = stubLargestPaints();
    window.companionEarlyPicture = Promise.resolve(undefined);
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    void afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    paint('');
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
  });

  it('a card swiped before anything is drawn ends the wait at once (the reader types)', async () => {
    stubLargestPaints();
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    void afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ';' }));
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not wait where the browser reports no largest paints', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
      },
    );
    window.companionEarlyPicture = Promise.resolve(picture);
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    void afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
  });
});
