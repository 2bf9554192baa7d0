import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router';
import { useDeviceConfig, type RouteHandle } from '@companion/shell';
import { authenticationStore } from '../authentication-store';
import { useIsAuthenticated } from '../use-is-authenticated';
import { currentOriginStamp } from '../login/login-origin';
import { needsLogin } from './needs-login';

/**
 * Login-required pages send a guest who is not logged in to /login, remembering where they
 * were going; after an HTTP 403 every page does, unless it is /login (platform.md §2.1, §4.1).
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const forbidden = authenticationStore((state) => state.forbidden);
  const loginRequiredSetting = Boolean(useDeviceConfig().hub.uiSettings?.loginRequired);
  const onLogin = location.pathname === '/login';
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (forbidden && onLogin) authenticationStore.setState({ forbidden: false });
  }, [forbidden, onLogin]);
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const from = `${location.pathname}${location.search}`;
  const stamp = currentOriginStamp();
  // A stable state object: <Navigate> navigates again whenever its props change identity.
  const state = useMemo(() => ({ from, stamp }), [from, stamp]);
  if ((forbidden && !onLogin) || (!isAuthenticated && needsLogin(handles, loginRequiredSetting))) {
    // Logging out on a guarded page also sends the guest home: let that navigation finish
    // (showing nothing of the page meanwhile) instead of racing it to /login.
    if (navigating) return null;
    // After a 403 the session is over like after a logout: the page is not remembered for the next login.
    return <Navigate to="/login" state={forbidden ? null : state} replace />;
  }
  return <>{children}</>;
}
