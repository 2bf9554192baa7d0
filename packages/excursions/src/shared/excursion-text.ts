import type { Excursion } from '@companion/hub-client';
import type { Translate } from '@companion/shell';
import type { excursionsMessages } from '../excursions-messages';

export type ExcursionsTranslate = Translate<keyof (typeof excursionsMessages)['en']>;

export const excursionName = (excursion: Pick<Excursion, 'name'>) => excursion.name.defaultValue;

/** The hub's published duration when it has one, otherwise whole hours or minutes. */
export function durationText(excursion: Pick<Excursion, 'duration' | 'publishedDuration'>, t: ExcursionsTranslate): string | undefined {
  if (excursion.publishedDuration) return excursion.publishedDuration;
  const minutes = excursion.duration;
  if (minutes === null || minutes === undefined) return undefined;
  if (minutes < 60) return t('minutes', { count: minutes });
  const hours = Math.round((minutes / 60) * 10) / 10;
  return t('hours', { count: hours });
}
