import { useMessages } from '@companion/shell';
import { sessionMessages } from '../session-messages';
import { useLogoutToHome } from '../use-logout-to-home';
import { useRefreshOnLoad } from '../use-refresh-on-load';
import { useSession } from '../use-session';
import * as styles from './session-bar.css';

/** In the sub-header: the booking reference or PMS guest name, and logout (not for RemotePms). */
export function SessionBar() {
  const t = useMessages(sessionMessages);
  const session = useSession();
  const logoutToHome = useLogoutToHome();
  useRefreshOnLoad();
  if (!session.isAuthenticated) return null;
  const label =
    session.sessionType === 'RemotePms'
      ? (session.pmsName ?? session.sessionName)
      : session.bookingReference
        ? t('bookingReferenceShort', { reference: session.bookingReference })
        : session.sessionName;
  return (
    <div className={styles.bar}>
      {label ? <p className={styles.label}>{label}</p> : null}
      {session.sessionType === 'RemotePms' ? null : (
        <button type="button" className={styles.logout} onClick={logoutToHome}>
          {t('logout')}
        </button>
      )}
    </div>
  );
}
