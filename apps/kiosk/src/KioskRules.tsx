import { useIsAuthenticated, useLogoutToHome } from '@companion/session';
import { ExternalLinksOnPhone, KioskFieldKeyboard, useIdleRedirect, useKioskIdleLogout, useRemoteReload } from '@companion/shell';

/**
 * A kiosk is shared: idle logout after 60 s, the signage loop after maxIdleTime, remote reload,
 * links that leave the product offered on the guest's phone instead of opened here, and a keyboard
 * on the screen for a search (a kiosk has none of its own).
 */
export function KioskRules() {
  const isAuthenticated = useIsAuthenticated();
  const onIdle = useLogoutToHome();
  useKioskIdleLogout({ onIdle, showCountdown: isAuthenticated });
  useIdleRedirect();
  // A new stream per guest: nothing opened during one guest's session outlives it.
  useRemoteReload(undefined, isAuthenticated ? 'guest' : 'nobody');
  return (
    <>
      <ExternalLinksOnPhone />
      <KioskFieldKeyboard />
    </>
  );
}
