import { useDateLocale, useThemeSettings } from '../../theme-settings';
import * as styles from '../frame.css';
import { formatClock } from './format-clock';
import { useClock } from './use-clock';

export function SignageClock() {
  const now = useClock(true);
  const { use12HourTime } = useThemeSettings();
  const dateLocale = useDateLocale();
  const clock = formatClock(now, { use12HourTime, dateLocale });
  return (
    <p className={styles.clock}>
      <time dateTime={clock.iso}>
        <span className={styles.clockTime}>{clock.time}</span> <span>{clock.date}</span>
      </time>
    </p>
  );
}
