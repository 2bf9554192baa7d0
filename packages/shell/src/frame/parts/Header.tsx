import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { appTitle } from '../app-title';
import { SignageClock } from './SignageClock';
import * as styles from '../frame.css';
import { ShipLogo } from '../ShipLogo';

export function Header() {
  const config = useDeviceConfig();
  const t = useMessages(shellMessages);
  const showClock = config.deviceGroup.deviceType === 'DigitalSignage' && Boolean(config.deviceGroup.deviceProfile.enableClock);
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logoLink} aria-label={t('home')}>
        <ShipLogo />
      </Link>
      <p className={styles.title}>{appTitle(config)}</p>
      {showClock ? <SignageClock /> : null}
    </header>
  );
}
