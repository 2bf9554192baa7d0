import { formatDate, formatTime } from '@companion/ui';
import { useDateLocale, useThemeSettings } from '../../theme-settings';
import * as styles from '../frame.css';
import { useClock } from './use-clock';

function localIso(now: Date): { date: string; time: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

export function SignageClock() {
  const now = useClock(true);
  const { use12HourTime } = useThemeSettings();
  const locale = useDateLocale();
  const { date, time } = localIso(now);
  return (
    <p className={styles.clock}>
      <time dateTime={`${date}T${time}`}>
        <span className={styles.clockTime}>{formatTime(time, use12HourTime)}</span> <span>{formatDate(date, locale)}</span>
      </time>
    </p>
  );
}
