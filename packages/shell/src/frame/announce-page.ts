/** How long after a navigation the page's heading may take to arrive (its hub answer, on ship Wi-Fi). */
const HEADING_WAIT_MS = 15_000;

/**
 * Titles the page by its h1 once it is in `main` ("Shore Excursions – Aurora Star"; the home page
 * keeps the app's own title) and, when `moveFocus` and nothing holds focus, focuses that heading.
 * Returns a stop for a page left before its heading came.
 */
export function announcePage(appTitle: string, { moveFocus, home }: { moveFocus: boolean; home: boolean }): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const settle = (): boolean => {
    const heading = main.querySelector('h1');
    const name = heading?.textContent?.trim();
    if (!heading || !name) return false;
    document.title = home ? appTitle : `${name} – ${appTitle}`;
    // A screen that gives focus back itself (a remote page returning to the guest's control) says so.
    const screenPlacesFocus = main.querySelector('[data-manages-focus]') !== null;
    if (moveFocus && !screenPlacesFocus && (!document.activeElement || document.activeElement === document.body)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (settle()) return () => {};
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return stop;
}
