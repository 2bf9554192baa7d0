import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '@companion/shell';
import { logout } from '../logout';
import { sessionMessages } from '../session-messages';
import { useSession } from '../use-session';
import * as styles from './session-bar.css';

/** In the sub-header: the booking reference or PMS guest name, and logout (not for RemotePms). */
export function SessionBar() {
  const t = useMessages(sessionMessages);
  const navigate = useNavigate();
  const session = useSession();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  // Home first, then wipe: logging out on a guarded page must not bounce the guest to /login.
  useEffect(() => {
    if (!leaving.current || pathname !== '/') return;
    leaving.current = false;
    logout();
  }, [pathname]);
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
              logout();
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
