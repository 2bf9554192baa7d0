import { useMessages } from '../../i18n/use-messages';
import { useShellServices } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { kioskCountdownStore } from '../../stores/kiosk-countdown-store';
import * as styles from '../frame.css';
import { VideoLanguageButton } from './VideoLanguageButton';

/** The bar under the header: the app's session parts, the kiosk countdown, the video language. */
export function SubHeader() {
  const t = useMessages(shellMessages);
  const { slots } = useShellServices();
  const secondsLeft = kioskCountdownStore((state) => state.secondsLeft);
  const SessionParts = slots?.subHeader;
  return (
    <div className={styles.subHeader} role="region" aria-label={t('accountBar')}>
      {SessionParts ? <SessionParts /> : null}
      {(slots?.subHeaderExtras ?? []).map((Extra, index) => (
        <Extra key={index} />
      ))}
      {secondsLeft !== undefined ? (
        <p className={styles.countdown} aria-live="off">
          {t('logoutCountdown', { count: secondsLeft })}
        </p>
      ) : null}
      <VideoLanguageButton />
    </div>
  );
}
