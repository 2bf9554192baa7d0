import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig, useShellServices } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { appTitle } from '../app-title';
import { useLeavesPageMark } from './use-leaves-page-mark';
import * as styles from '../frame.css';
import { ShipLogo } from '../ShipLogo';

export function Header() {
  const config = useDeviceConfig();
  const Clock = useShellServices().slots?.headerClock;
  const t = useMessages(shellMessages);
  // The logo stays on screen when it takes the guest home: it hands focus to the home page's heading.
  const { press, markOf } = useLeavesPageMark<'home'>();
  const showClock = config.deviceGroup.deviceType === 'DigitalSignage' && Boolean(config.deviceGroup.deviceProfile.enableClock);
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logoLink} aria-label={t('home')} {...markOf('home')} onClick={() => press('home')}>
        <ShipLogo />
      </Link>
      <p className={styles.title}>{appTitle(config)}</p>
      {showClock && Clock ? <Clock /> : null}
    </header>
  );
}
