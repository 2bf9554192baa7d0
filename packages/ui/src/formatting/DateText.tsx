import { formatDate } from './format-date';

/** A date in the locale's pattern (DD/MM/YYYY, DD.MM.YYYY or MM/DD/YYYY). */
export function DateText({ value, locale }: { value: string | null | undefined; locale: string }) {
  const text = formatDate(value, locale);
  return text && value ? <time dateTime={value.slice(0, 10)}>{text}</time> : null;
}
