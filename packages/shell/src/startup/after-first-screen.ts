/**
 * Runs `work` after the load event, when the main thread is next idle (within 4 s at most): for
 * what a start needs soon but no first screen waits for (the service worker, the full check of
 * the device configuration, a first visitor's saved slices), so it neither competes with the
 * first screen's downloads nor runs in the long tasks before it paints (issue 20).
 */
export function afterFirstScreen<T>(work: () => T | Promise<T>): Promise<T> {
  return new Promise<void>((loaded) => {
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', () => loaded(), { once: true });
  })
    .then(
      () =>
        new Promise<void>((idle) => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => idle(), { timeout: 4000 });
          else setTimeout(idle, 0);
        }),
    )
    .then(work);
}
