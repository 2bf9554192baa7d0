/**
 * The signage clock's text. Deliberately without luxon: a wall clock needs two paddings, and
 * luxon would add about 20 kB to the signage screen's first load (docs/performance.md).
 * Patterns match the ui date formats: en DD/MM/YYYY, de DD.MM.YYYY, en-US MM/DD/YYYY.
 */
export function formatClock(
  now: Date,
  options: { use12HourTime: boolean; dateLocale: string },
): { time: string; date: string; iso: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const [day, month, year] = [pad(now.getDate()), pad(now.getMonth() + 1), String(now.getFullYear())];
  const hours = now.getHours();
  const minutes = pad(now.getMinutes());
  const time = options.use12HourTime
    ? `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
    : `${pad(hours)}:${minutes}`;
  const date =
    options.dateLocale === 'en-US'
      ? `${month}/${day}/${year}`
      : options.dateLocale.startsWith('de')
        ? `${day}.${month}.${year}`
        : `${day}/${month}/${year}`;
  return { time, date, iso: `${year}-${month}-${day}T${pad(hours)}:${minutes}` };
}
