import { formatDate, formatTime } from '@companion/ui';

/** The date in the guest's locale; an unreadable one as sent, so the guest still has the hub's words. */
export function holidayDate(value: string, locale: string): string {
  return formatDate(value.slice(0, 10), locale) || value;
}

/** A flight's date in the guest's locale and its time by the theme's clock ("27.11.2026 07:25"). */
export function holidayDateTime(value: string | null | undefined, locale: string, use12HourTime: boolean): string {
  if (!value) return '';
  const date = formatDate(value.slice(0, 10), locale);
  return date ? `${date} ${formatTime(value.slice(11, 16), use12HourTime)}`.trim() : value;
}
