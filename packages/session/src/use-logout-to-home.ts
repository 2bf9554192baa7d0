import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { beforeLastSave, useHub } from '@companion/shell';
import { logout } from './logout';

/** Longest a logout waits for the home page before wiping anyway. */
export const LOGOUT_WIPE_DEADLINE_MS = 3000;

/**
 * Logout as the guest sees it: home first, then the wipe. Wiping while a login-required page is
 * still rendered would make its guard send the guest to /login instead of home, so the wipe
 * waits until home is the rendered page — but never longer than the deadline, so no stuck
 * navigation can keep a guest's data on the device.
 */
export function useLogoutToHome(): () => void {
  const navigate = useNavigate();
  const hub = useHub();
  const { pathname } = useLocation();
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopWipeOnLeaving = useRef<(() => void) | undefined>(undefined);

  const wipe = useCallback(() => {
    clearTimeout(deadline.current);
    deadline.current = undefined;
    stopWipeOnLeaving.current?.();
    stopWipeOnLeaving.current = undefined;
    logout(hub);
  }, [hub]);

  useEffect(() => {
    if (deadline.current !== undefined && pathname === '/') wipe();
  }, [pathname, wipe]);

  // Leaving the page mid-logout still wipes.
  useEffect(
    () => () => {
      if (deadline.current !== undefined) wipe();
    },
    [wipe],
  );

  return useCallback(() => {
    if (pathname === '/') {
      logout(hub);
      return;
    }
    if (deadline.current !== undefined) return;
    deadline.current = setTimeout(wipe, LOGOUT_WIPE_DEADLINE_MS);
    // A page left (a reload, a typed address) before home has drawn still wipes, and before the
    // saved state's last write, or the next page would start logged in again (it did: chromium
    // calls a window's pagehide listeners in the order they were added, capturing or not).
    stopWipeOnLeaving.current = beforeLastSave(wipe);
    void navigate('/', { replace: true });
  }, [hub, navigate, pathname, wipe]);
}
