import { useMessages } from '../../i18n/use-messages';
import { useHubUnreachable, useShownDataTime } from '../../offline/shown-data-time';
import { shellMessages } from '../../shell-messages';
import { useDateLocale, useThemeSettings } from '../../theme-settings';
import * as styles from '../frame.css';
import { formatClock } from './format-clock';

/**
 * Says the app is offline and what is shown is from when (issue 20). It speaks of what the guest
 * meets: it shows once a hub request failed or was answered from the service worker's cache, not
 * on `navigator.onLine` alone (which is false on a machine with only a loopback network and
 * says little on ship Wi-Fi); with the browser offline, the page's next hub request fails at
 * once. The live region is always in the page, so screen readers announce the sentence when it
 * appears (politely: the guest is reading, and nothing they do is lost). Not role="status": pages
 * have their own status lines.
 */
export function OfflineBanner({ now = new Date() }: { now?: Date }) {
  const offline = useHubUnreachable();
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
    <p className={styles.offlineBanner} aria-live="polite" data-testid="offline-banner">
      {sentence}
    </p>
  );
}
