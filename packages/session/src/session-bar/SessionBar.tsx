import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHub, useMessages } from '@companion/shell';
import { logout } from '../logout';
import { sessionMessages } from '../session-messages';
import { useRefreshOnLoad } from '../use-refresh-on-load';
import { useSession } from '../use-session';
import * as styles from './session-bar.css';

/** In the sub-header: the booking reference or PMS guest name, and logout (not for RemotePms). */
export function SessionBar() {
  const t = useMessages(sessionMessages);
  const navigate = useNavigate();
  const hub = useHub();
  const session = useSession();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useRefreshOnLoad();
  // Home first, then wipe: logging out on a guarded page must not bounce the guest to /login.
  useEffect(() => {
    if (!leaving.current || pathname !== '/') return;
    leaving.current = false;
    logout(hub);
  }, [pathname, hub]);
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
        <button
          type="button"
          className={styles.logout}
          onClick={() => {
            if (pathname === '/') {
              logout(hub);
              return;
            }
            leaving.current = true;
            void navigate('/', { replace: true });
          }}
        >
          {t('logout')}
        </button>
      )}
    </div>
  );
}
