import { useDeviceType, useMessages } from '@companion/shell';
import { sessionBarMessages } from './session-bar-messages';
import { useLogoutToHome } from '../use-logout-to-home';
import { useRefreshOnLoad } from '../use-refresh-on-load';
import { useSession } from '../use-session';
import * as styles from './session-bar.css';

/**
 * In the sub-header: the booking reference or PMS guest name, and logout. A RemotePms session
 * belongs to a cabin or room device and has no logout (platform.md §2.2) — except on a Kiosk,
 * which is shared: there the guest gets a Finish button instead of having to trust the idle
 * logout (docs/decisions.md).
 */
export function SessionBar() {
  const t = useMessages(sessionBarMessages);
  const session = useSession();
  const logoutToHome = useLogoutToHome();
  const kiosk = useDeviceType() === 'Kiosk';
  useRefreshOnLoad();
  if (!session.isAuthenticated) return null;
  const label =
    session.sessionType === 'RemotePms' ? (
      (session.pmsName ?? session.sessionName)
    ) : session.bookingReference ? (
      <>
        <span className={styles.hiddenOnPhone}>{t('booking')}</span> {session.bookingReference}
      </>
    ) : (
      session.sessionName
    );
  return (
    <div className={styles.bar}>
      {label ? <p className={styles.label}>{label}</p> : null}
      {session.sessionType === 'RemotePms' && !kiosk ? null : (
        <button type="button" className={styles.logout} onClick={logoutToHome}>
          {session.sessionType === 'RemotePms' ? t('finishSession') : t('logout')}
        </button>
      )}
    </div>
  );
}
