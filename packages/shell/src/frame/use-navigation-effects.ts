import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useHub } from '../shell-context';
import { afterFirstScreen } from '../startup/after-first-screen';

/** Its code loads after the first screen; a count whose code cannot load (offline) is not made. */
const navigationCounts = () => afterFirstScreen(() => import('./navigation-counts'));
const notCounted = () => undefined;

/**
 * Every navigation starts at the top of the page and is counted by the hub (platform.md §2.2), and
 * so is every external link opened (§7.1). The counting waits for the first screen: no first paint
 * needs it, and a request that ends before the largest paint delays it (issue 20).
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const hub = useHub();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void navigationCounts().then((counts) => {
      if (current) stop = counts.recordExternalLinks(hub);
    }, notCounted);
    return () => {
      current = false;
      stop?.();
    };
  }, [hub]);
  useEffect(() => {
    window.scrollTo(0, 0);
    void navigationCounts().then((counts) => counts.countPageView(hub, pathname), notCounted);
  }, [hub, pathname]);
}
