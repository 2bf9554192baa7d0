import { DateTime } from 'luxon';
import { remembered } from './remembered';

const formattedTimes = remembered<string>();

/** "Late" stands for "no time given" in hub events (platform.md §2.3). */
export function isMeaningfulTime(value: string | null | undefined): value is string {
  return Boolean(value && value.trim() !== '' && value.trim().toLowerCase() !== 'late');
}

function parseTime(value: string): DateTime | undefined {
  const trimmed = value.trim();
  for (const format of ['HH:mm', 'H:mm', 'HH:mm:ss']) {
    const parsed = DateTime.fromFormat(trimmed, format);
    if (parsed.isValid) return parsed;
  }
  const iso = DateTime.fromISO(trimmed, { setZone: true });
  return iso.isValid ? iso : undefined;
}

/** HH:mm, or 12-hour when the theme asks for it; '' for a missing, "Late" or unreadable time. */
export function formatTime(value: string | null | undefined, use12HourTime: boolean): string {
  if (!isMeaningfulTime(value)) return '';
  return formattedTimes(`${use12HourTime ? 12 : 24} ${value}`, () => {
    const time = parseTime(value);
    return time ? time.toFormat(use12HourTime ? 'h:mm a' : 'HH:mm') : '';
  });
}
