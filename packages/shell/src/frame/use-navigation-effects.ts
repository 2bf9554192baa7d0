import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView, shouldRecordPageView } from '@companion/hub-client';
import { useHub } from '../shell-context';
import { afterFirstScreen } from '../startup/after-first-screen';

/**
 * Every navigation starts at the top of the page and is counted by the hub (platform.md §2.2), and
 * so is every external link opened (§7.1): its listener loads after the first screen, as no first
 * paint needs it.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const hub = useHub();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void afterFirstScreen(() => import('./external-links/record-external-links')).then((module) => {
      if (current) stop = module.recordExternalLinks(hub);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [hub]);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shouldRecordPageView(pathname)) void recordPageView(hub, pathname);
  }, [hub, pathname]);
}
