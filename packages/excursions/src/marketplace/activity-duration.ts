import type { MarketplaceActivity } from '@companion/hub-client';
import type { ExcursionsTranslate } from '../shared/excursion-text';

/**
 * How long a third-party activity takes (bookable-services §9: "60 minutes displays as 1 Hour;
 * label 'Hour' or 'Hours'"). Our rule for the rest (docs/decisions.md):
 * - whole hours: "1 Hour", "2 Hours";
 * - an hour or more in half hours: "1.5 Hours", "2.5 Hours" (the guest's decimal separator);
 * - anything else, and anything under an hour: minutes, "45 minutes", "100 minutes";
 * - a range (duration_range, preferred over duration): "1–2 Hours", "45–90 minutes", and
 *   "45 minutes – 1.5 Hours" when the ends differ in unit; equal ends read as one duration.
 * Nothing is shown for a missing, zero or negative duration.
 */
type Length = { unit: 'hours'; hours: number } | { unit: 'minutes'; minutes: number };

function lengthOf(minutes: number): Length {
  if (minutes >= 60 && minutes % 30 === 0) return { unit: 'hours', hours: minutes / 60 };
  return { unit: 'minutes', minutes: Math.round(minutes) };
}

const isLength = (minutes: number | null | undefined): minutes is number =>
  typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0;

function lengthText(length: Length, t: ExcursionsTranslate): string {
  if (length.unit === 'hours') return t('durationHours', { count: length.hours });
  return t('durationMinutes', { count: length.minutes });
}

const numberFormat = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};

export function activityDurationText(
  activity: Pick<MarketplaceActivity, 'duration' | 'duration_range'>,
  t: ExcursionsTranslate,
  locale: string,
): string | undefined {
  const number = numberFormat(locale);
  const range = activity.duration_range;
  if (range && isLength(range.min) && isLength(range.max) && range.min !== range.max) {
    const [min, max] = [lengthOf(Math.min(range.min, range.max)), lengthOf(Math.max(range.min, range.max))];
    if (min.unit === 'hours' && max.unit === 'hours') return t('durationHoursRange', { min: number(min.hours), max: number(max.hours) });
    if (min.unit === 'minutes' && max.unit === 'minutes')
      return t('durationMinutesRange', { min: number(min.minutes), max: number(max.minutes) });
    return t('durationRange', { min: lengthText(min, t), max: lengthText(max, t) });
  }
  const minutes = range && isLength(range.min) ? range.min : activity.duration;
  return isLength(minutes) ? lengthText(lengthOf(minutes), t) : undefined;
}
