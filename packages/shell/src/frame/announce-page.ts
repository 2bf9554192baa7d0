/** How long after a navigation the page's heading may take to arrive (its hub answer, on ship Wi-Fi). */
const HEADING_WAIT_MS = 15_000;

/**
 * Focus is the announcer's to move: on nothing (the control pressed went away with the old page),
 * or still on the frame's control that started this navigation and stays on screen after it (the
 * footer's Back or Home, which marks itself `data-leaves-page` from its press until it loses
 * focus): its work is done once the page has changed. Anything else the guest is using keeps focus.
 */
function focusIsFree(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active.hasAttribute('data-leaves-page') && !main.contains(active);
}

/**
 * Titles the page by its h1 once it is in `main` ("Shore Excursions – Aurora Star"; the home page
 * keeps the app's own title) and, when `moveFocus` and nothing holds focus (or still the frame
 * control that left the old page: `focusIsFree`), focuses that heading.
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
    if (moveFocus && !screenPlacesFocus && focusIsFree(main)) {
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
