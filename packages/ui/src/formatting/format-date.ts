import { DateTime } from 'luxon';
import { remembered } from './remembered';

const formattedDates = remembered<string>();
const shortDates = remembered<{ weekday: string; dayMonth: string }>();

/** platform.md §9: en DD/MM/YYYY, de DD.MM.YYYY, en-US MM/DD/YYYY. */
export function datePatternForLocale(locale: string): string {
  if (locale === 'en-US') return 'MM/dd/yyyy';
  if (locale.startsWith('de')) return 'dd.MM.yyyy';
  return 'dd/MM/yyyy';
}

/** Accepts an ISO date or date-time; '' for anything unreadable rather than "Invalid DateTime". */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  return formattedDates(`${locale} ${value}`, () => {
    const date = DateTime.fromISO(value, { setZone: true });
    return date.isValid ? date.toFormat(datePatternForLocale(locale)) : '';
  });
}

function dayMonthPatternForLocale(locale: string): string {
  if (locale === 'en-US') return 'MM/dd';
  if (locale.startsWith('de')) return 'dd.MM.';
  return 'dd/MM';
}

/**
 * The parts of a date that fit a narrow button: the short weekday in the guest's language and the
 * day and month in the locale's order ("Tue" and "24/11", "Di" and "24.11.", "Tue" and "11/24").
 * Empty strings for an unreadable date.
 */
export function shortDateParts(value: string | null | undefined, locale: string): { weekday: string; dayMonth: string } {
  if (!value) return { weekday: '', dayMonth: '' };
  return shortDates(`${locale} ${value}`, () => {
    const date = DateTime.fromISO(value, { setZone: true });
    if (!date.isValid) return { weekday: '', dayMonth: '' };
    return { weekday: date.setLocale(locale).toFormat('ccc'), dayMonth: date.toFormat(dayMonthPatternForLocale(locale)) };
  });
}

/**
 * A date with its short weekday first ("Sat 28/11/2026", "Sa 28.11.2026"): the date strip's button
 * names and the days of a timetable. '' for an unreadable date.
 */
export function formatWeekdayDate(value: string | null | undefined, locale: string): string {
  const date = formatDate(value, locale);
  return date ? `${shortDateParts(value, locale).weekday} ${date}` : '';
}
