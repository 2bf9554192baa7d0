import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterFirstScreen } from '../startup/after-first-screen';

/**
 * Every page's title names the page ("Shore Excursions – Aurora Star"), and after a navigation
 * focus goes to the new page's heading, so a screen reader announces where the guest now is
 * (WCAG 2.4.2, 2.4.3). Before, every page was titled "Aurora Star" and focus was left on the
 * page's body when the link pressed went away with the old page, so nothing was said.
 *
 * Focus moves only when nothing has it, and not on a page marked `data-manages-focus` (a remote
 * page going back to the guest's control): a screen that places focus itself keeps its choice. The first page of a visit gets
 * its title, not the focus: a screen reader starts that page from the top itself. The work
 * (`announce-page.ts`) loads after the first screen, which does not wait for its title.
 */
export function usePageTitleAndFocus(appTitle: string, language: string): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    document.title = appTitle;
    let stop: (() => void) | undefined;
    let current = true;
    void afterFirstScreen(() => import('./announce-page')).then(({ announcePage }) => {
      if (current) stop = announcePage(appTitle, { moveFocus, home: pathname === '/' });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [appTitle, language, pathname]);
}
