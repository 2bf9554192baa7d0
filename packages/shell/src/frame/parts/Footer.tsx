import { useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { navigationStore } from '../../stores/navigation-store';
import * as styles from '../frame.css';
import { DisabilityControls } from './DisabilityControls';
import { LanguageChooser } from './LanguageChooser';

/** Standard: back and home. Dashboard (on /): the language chooser instead. Hidden: nothing. */
export function Footer() {
  const t = useMessages(shellMessages);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useDeviceConfig();
  // A saved 'hidden' is the last page life's kiosk login, which a power cycle may not reopen: each
  // page life starts standard. A layout effect, so it runs before a screen's own useFooterType.
  useLayoutEffect(() => navigationStore.getState().setFooterType('standard'), []);
  const stored = navigationStore((state) => state.footerType);
  const footerType = stored === 'standard' && pathname === '/' ? 'dashboard' : stored;
  if (footerType === 'hidden') return null;
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('mainNavigation')} className={styles.footerNav}>
        {footerType === 'dashboard' ? (
          <LanguageChooser />
        ) : (
          <>
            <button type="button" className={styles.footerButton} onClick={() => void navigate(-1)}>
              {t('back')}
            </button>
            <Link to="/" className={styles.footerLink}>
              {t('home')}
            </Link>
          </>
        )}
      </nav>
      {config.deviceGroup.deviceProfile.enableDisabilityMode ? <DisabilityControls /> : null}
    </footer>
  );
}
