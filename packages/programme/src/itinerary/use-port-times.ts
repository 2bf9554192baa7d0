import type { Schedule } from '@companion/hub-client';
import { useMessages, useThemeSettings } from '@companion/shell';
import { formatTime } from '@companion/ui';
import { programmeMessages } from '../programme-messages';

/** When the ship arrives, leaves and wants everyone back, named and in the theme's clock; a time the day has not is empty. */
export function usePortTimes(schedule: Pick<Schedule, 'arrives' | 'departs' | 'allOnBoard'>): [string, string][] {
  const t = useMessages(programmeMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
  return [
    [t('portArrives'), formatTime(schedule.arrives, use12HourTime)],
    [t('portDeparts'), formatTime(schedule.departs, use12HourTime)],
    [t('allOnBoard'), formatTime(schedule.allOnBoard, use12HourTime)],
  ];
}
