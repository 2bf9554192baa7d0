import { DateTime } from 'luxon';

/** platform.md §9: en DD/MM/YYYY, de DD.MM.YYYY, en-US MM/DD/YYYY. */
export function datePatternForLocale(locale: string): string {
  if (locale === 'en-US') return 'MM/dd/yyyy';
  if (locale.startsWith('de')) return 'dd.MM.yyyy';
  return 'dd/MM/yyyy';
}

/** Accepts an ISO date or date-time; '' for anything unreadable rather than "Invalid DateTime". */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = DateTime.fromISO(value, { setZone: true });
  return date.isValid ? date.toFormat(datePatternForLocale(locale)) : '';
}
