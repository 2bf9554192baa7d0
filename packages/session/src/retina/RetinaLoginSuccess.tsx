import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMessages } from '@companion/shell';
import { sessionMessages } from '../session-messages';
import { useSession } from '../use-session';
import * as styles from '../login/login.css';
import { textLink } from '@companion/ui';

export const LOGIN_SUCCESS_COUNTDOWN_SECONDS = 5;

/** Welcomes the PMS guest by name and counts down 5 s to the start page (platform.md §4.2). */
export function RetinaLoginSuccess() {
  const t = useMessages(sessionMessages);
  const navigate = useNavigate();
  const session = useSession();
  const [seconds, setSeconds] = useState(LOGIN_SUCCESS_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      void navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [navigate, seconds]);
  // Opened without a login (a bookmark, the back button after logout) there is nobody to welcome.
  if (!session.isAuthenticated) return <Navigate to="/" replace />;
  return (
    <section className={styles.page}>
      <h1>{t('welcome', { name: session.pmsName ?? session.sessionName ?? '' })}</h1>
      <p>{t('redirectCountdown', { count: seconds })}</p>
      <Link to="/" replace className={textLink}>
        {t('clickHere')}
      </Link>
    </section>
  );
}
