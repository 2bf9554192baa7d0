import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout, useIsAuthenticated } from '@companion/session';
import { useHub, useIdleRedirect, useKioskIdleLogout, useRemoteReload } from '@companion/shell';

/** A kiosk is shared: idle logout after 60 s, the signage loop after maxIdleTime, remote reload. */
export function KioskRules() {
  const navigate = useNavigate();
  const hub = useHub();
  const isAuthenticated = useIsAuthenticated();
  const onIdle = useCallback(() => {
    logout(hub);
    void navigate('/');
  }, [navigate, hub]);
  useKioskIdleLogout({ onIdle, showCountdown: isAuthenticated });
  useIdleRedirect();
  useRemoteReload();
  return null;
}
