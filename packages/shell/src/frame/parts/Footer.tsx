import { useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { navigationStore } from '../../stores/navigation-store';
import * as styles from '../frame.css';
import { DisabilityControls } from './DisabilityControls';
import { LanguageChooser } from './LanguageChooser';
import { useLeavesPageMark } from './use-leaves-page-mark';

/**
 * Standard: back and home, in a navigation landmark named for them. Dashboard (on /): the language
 * chooser (a group named "Language"), no navigation landmark, as it holds no links. Hidden: nothing.
 * A footer with nothing to hold (a one-language signage dashboard) is not drawn: no empty landmark.
 * Back and Home stay on screen when the page changes: the one pressed hands focus to the new
 * page's heading (`useLeavesPageMark`).
 */
export function Footer() {
  const t = useMessages(shellMessages);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { deviceProfile } = useDeviceConfig().deviceGroup;
  // A saved 'hidden' is the last page life's kiosk login, which a power cycle may not reopen: each
  // page life starts standard. A layout effect, so it runs before a screen's own useFooterType.
  useLayoutEffect(() => navigationStore.getState().setFooterType('standard'), []);
  const { press, markOf } = useLeavesPageMark<'back' | 'home'>();
  const stored = navigationStore((state) => state.footerType);
  const footerType = stored === 'standard' && pathname === '/' ? 'dashboard' : stored;
  const languageChoice = deviceProfile.languages.length >= 2;
  const disabilityMode = Boolean(deviceProfile.enableDisabilityMode);
  if (footerType === 'hidden') return null;
  if (footerType === 'dashboard' && !languageChoice && !disabilityMode) return null;
  return (
    <footer className={styles.footer}>
      {footerType === 'dashboard' ? (
        <LanguageChooser />
      ) : (
        <nav aria-label={t('backAndHome')} className={styles.footerNav}>
          <button
            type="button"
            className={styles.footerButton}
            {...markOf('back')}
            onClick={() => {
              press('back');
              void navigate(-1);
            }}
          >
            {t('back')}
          </button>
          <Link to="/" className={styles.footerLink} {...markOf('home')} onClick={() => press('home')}>
            {t('home')}
          </Link>
        </nav>
      )}
      {disabilityMode ? <DisabilityControls /> : null}
    </footer>
  );
}
