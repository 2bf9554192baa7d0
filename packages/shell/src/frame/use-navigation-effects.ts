import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView, shouldRecordPageView } from '@companion/hub-client';
import { useHub } from '../shell-context';

/** Every navigation starts at the top of the page and is counted by the hub (platform.md §2.2). */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const hub = useHub();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shouldRecordPageView(pathname)) void recordPageView(hub, pathname);
  }, [hub, pathname]);
}
