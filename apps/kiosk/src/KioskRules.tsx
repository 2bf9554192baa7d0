import { useIsAuthenticated, useLogoutToHome } from '@companion/session';
import { ExternalLinksOnPhone, useIdleRedirect, useKioskIdleLogout, useRemoteReload } from '@companion/shell';

/**
 * A kiosk is shared: idle logout after 60 s, the signage loop after maxIdleTime, remote reload,
 * and links that leave the product offered on the guest's phone instead of opened here.
 */
export function KioskRules() {
  const isAuthenticated = useIsAuthenticated();
  const onIdle = useLogoutToHome();
  useKioskIdleLogout({ onIdle, showCountdown: isAuthenticated });
  useIdleRedirect();
  // A new stream per guest: nothing opened during one guest's session outlives it.
  useRemoteReload(undefined, isAuthenticated ? 'guest' : 'nobody');
  return <ExternalLinksOnPhone />;
}
