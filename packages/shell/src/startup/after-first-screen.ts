declare global {
  interface Window {
    /** The first screen's largest picture, once the start script has named and asked for it (start-script.mjs). */
    companionEarlyPicture?: Promise<string | undefined>;
  }
}

/** Longest a start waits for its first screen to be drawn before the work after it runs anyway. */
const FIRST_SCREEN_WAIT_MS = 4000;

/** A guest's first key press or tap: browsers report no largest paint after it. */
const FIRST_INPUTS = ['keydown', 'pointerdown'] as const;

/**
 * Resolves once the page reports a largest paint (of `picture` when the start script named one,
 * else of anything: the screen's first text or picture), at the guest's first key press or tap (a
 * kiosk's card reader types: its login must not wait for a paint that will never be reported),
 * or after the longest wait.
 */
function drawn(picture: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    // Whichever comes first; the others then find nothing left to do.
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => !picture || (entry as PerformanceEntry & { url?: string }).url === picture)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    for (const input of FIRST_INPUTS) window.addEventListener(input, done, { capture: true, once: true });
    setTimeout(done, FIRST_SCREEN_WAIT_MS);
  });
}

/**
 * Resolves once the first screen is drawn: the picture the start script asked for early, else the
 * screen's first largest paint. At once where the browser does not report largest paints.
 */
function firstScreenDrawn(): Promise<unknown> {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return Promise.resolve();
  }
  return (window.companionEarlyPicture ?? Promise.resolve(undefined)).then(drawn);
}

let firstScreen: Promise<unknown> | undefined;

/**
 * Runs `work` once the first screen is drawn (the load event, then its largest picture when the
 * start script fetched one early, else its first largest paint), in the next frame, when the main thread is idle (within 4 s at
 * most): for what a start needs soon but no first screen waits for (the service worker, the full
 * check of the device configuration, a first visitor's saved slices, the hub's page counts). It
 * then neither competes with the first screen's downloads nor runs in the long tasks before it
 * paints (issue 20): a request that ends before the largest paint delays it, on a slow link and
 * in Lighthouse's simulation of one.
 */
export function afterFirstScreen<T>(work: () => T | Promise<T>): Promise<T> {
  firstScreen ??= new Promise<void>((loaded) => {
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', () => loaded(), { once: true });
  }).then(firstScreenDrawn);
  return firstScreen
    .then(
      () =>
        new Promise<void>((idle) => {
          const whenIdle = () => {
            if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => idle(), { timeout: 4000 });
            else setTimeout(idle, 0);
          };
          // A hidden page draws no frames.
          if (document.hidden) whenIdle();
          else requestAnimationFrame(whenIdle);
        }),
    )
    .then(work);
}
