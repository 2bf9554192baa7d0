import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useMessages } from '../i18n/use-messages';
import { useDeviceConfig } from '../shell-context';
import { shellMessages } from '../shell-messages';
import { appTitle } from './app-title';
import * as styles from './frame.css';
import { ShipLogo } from './ShipLogo';
import { useNavigationEffects } from './use-navigation-effects';

/** The frame around every page: header with logo and title, the page, footer with back and home. */
export function AppFrame() {
  const config = useDeviceConfig();
  const t = useMessages(shellMessages);
  const navigate = useNavigate();
  const title = appTitle(config);
  useNavigationEffects();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Link to="/" className={styles.logoLink} aria-label={t('home')}>
          <ShipLogo />
        </Link>
        <p className={styles.title}>{title}</p>
      </header>
      <main className={styles.main} id="main">
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t('mainNavigation')}>
          <button type="button" className={styles.footerButton} onClick={() => void navigate(-1)}>
            {t('back')}
          </button>
          <Link to="/" className={styles.footerLink}>
            {t('home')}
          </Link>
        </nav>
      </footer>
    </div>
  );
}
