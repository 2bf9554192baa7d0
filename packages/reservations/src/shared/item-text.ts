import type { Translate } from '@companion/shell';
import type { reservationsMessages } from '../reservations-messages';

export type ReservationsTranslate = Translate<keyof (typeof reservationsMessages)['en']>;

/** Minutes as the guest reads them: "50 minutes", "2 hours", "1 h 15 min". */
export function durationText(minutes: number | null | undefined, t: ReservationsTranslate): string | undefined {
  if (minutes === null || minutes === undefined || minutes <= 0) return undefined;
  if (minutes < 60) return t('minutes', { count: minutes });
  if (minutes % 60 === 0) return t('hours', { count: minutes / 60 });
  return t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
