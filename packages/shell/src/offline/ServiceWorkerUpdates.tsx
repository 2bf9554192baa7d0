import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { IDLE_CHECK_EVERY_MS } from '../device-rules/device-constants';
import { useLastActivity } from '../device-rules/use-last-activity';
import { useHub, useShellServices } from '../shell-context';
import { isIdleForUpdate, type UpdatePolicy } from './update-policy';

/**
 * Registers the service worker after the first screen is up (AppFrame mounts this lazily then, so
 * neither its code nor its work competes with start-up) and tells the update policy about navigations and idle time. Renders
 * nothing.
 */
export function ServiceWorkerUpdates() {
  const { appKind } = useShellServices();
  const hub = useHub();
  const { pathname } = useLocation();
  const lastActivity = useLastActivity();
  const policy = useRef<UpdatePolicy | undefined>(undefined);
  useEffect(() => {
    let current = true;
    // Mounted after the first screen already (AppFrame loads this lazily then).
    void import('./register-service-worker').then(
      ({ startServiceWorker }) => {
        if (current) policy.current = startServiceWorker(appKind);
      },
      // Without a worker the app still works online; say why for support.
      (error: unknown) => console.warn('The service worker could not be registered.', error),
    );
    return () => {
      current = false;
    };
  }, [appKind]);
  useEffect(() => {
    policy.current?.onNavigation();
  }, [pathname]);
  useEffect(() => {
    if (appKind === 'guest') return;
    const timer = setInterval(() => {
      if (isIdleForUpdate(Date.now() - lastActivity.current, hub.getSessionId() !== undefined)) policy.current?.onIdle();
    }, IDLE_CHECK_EVERY_MS * 10);
    return () => clearInterval(timer);
  }, [appKind, hub, lastActivity]);
  return null;
}
