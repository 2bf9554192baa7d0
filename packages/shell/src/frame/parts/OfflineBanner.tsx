import { useMessages } from '../../i18n/use-messages';
import { useOffline } from '../../offline/network-status';
import { useShownDataTime } from '../../offline/shown-data-time';
import { shellMessages } from '../../shell-messages';
import { useDateLocale, useThemeSettings } from '../../theme-settings';
import * as styles from '../frame.css';
import { formatClock } from './format-clock';

/**
 * Says the app is offline and what is shown is from when (issue 20). The live region is always
 * in the page, so screen readers announce the sentence when it appears (politely: the guest is
 * reading the page, and nothing they do is lost).
 */
export function OfflineBanner({ now = new Date() }: { now?: Date }) {
  const offline = useOffline();
  const shownAt = useShownDataTime();
  const t = useMessages(shellMessages);
  const { use12HourTime } = useThemeSettings();
  const dateLocale = useDateLocale();
  let sentence = '';
  if (offline) {
    if (shownAt === undefined) sentence = t('offlineNothingLoaded');
    else {
      const loaded = new Date(shownAt);
      const { time, date } = formatClock(loaded, { use12HourTime, dateLocale });
      sentence =
        loaded.toDateString() === now.toDateString() ? t('offlineShowingFrom', { time }) : t('offlineShowingFromDay', { time, date });
    }
  }
  return (
    <p className={styles.offlineBanner} role="status" aria-live="polite" data-testid="offline-banner">
      {sentence}
    </p>
  );
}
