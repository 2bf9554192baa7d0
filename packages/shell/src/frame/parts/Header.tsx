import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { appTitle } from '../app-title';
import * as styles from '../frame.css';
import { ShipLogo } from '../ShipLogo';

// Only signage shows the clock, and it brings luxon: load it there alone, off the guest's first route.
const SignageClock = lazy(() => import('./SignageClock').then((module) => ({ default: module.SignageClock })));

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
      {showClock ? (
        <Suspense fallback={null}>
          <SignageClock />
        </Suspense>
      ) : null}
    </header>
  );
}
