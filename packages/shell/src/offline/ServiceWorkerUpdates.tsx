import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { IDLE_CHECK_EVERY_MS } from '../device-rules/device-constants';
import { useLastActivity } from '../device-rules/use-last-activity';
import { useHub, useShellServices } from '../shell-context';
import { startServiceWorker } from './register-service-worker';
import { isIdleForUpdate, type UpdatePolicy } from './update-policy';

/**
 * Registers the service worker after the first screen is up (it never competes with start-up)
 * and tells the update policy about navigations and idle time. Renders nothing.
 */
export function ServiceWorkerUpdates() {
  const { appKind } = useShellServices();
  const hub = useHub();
  const { pathname } = useLocation();
  const lastActivity = useLastActivity();
  const policy = useRef<UpdatePolicy | undefined>(undefined);
  useEffect(() => {
    policy.current = startServiceWorker(appKind);
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
