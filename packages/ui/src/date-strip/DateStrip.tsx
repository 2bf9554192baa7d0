import { useState } from 'react';
import { ariaDisabled } from '../aria-disabled/aria-disabled';
import { formatWeekdayDate, shortDateParts } from '../formatting/format-date';
import { pageCount, pageOfDates, pageOfSelected } from './date-pages';
import * as styles from './date-strip.css';

export type DateStripProps = {
  /** ISO dates (yyyy-MM-dd) in order. */
  dates: readonly string[];
  selected: string | undefined;
  onSelect: (date: string) => void;
  /** Today's ISO date on the device's calendar, marked `aria-current="date"` when it is in the strip. */
  today?: string | undefined;
  /** The guest's date locale (`useDateLocale()`): the order of day and month and the weekday's language. */
  locale: string;
  labels: { strip: string; previous: string; next: string };
};

/**
 * Seven dates at a time with chevrons to page. The chosen date is a pressed button (the strip's
 * other toggles, deck and filter buttons, say "chosen" the same way); `aria-current="date"` means
 * today to assistive technology, so it marks today only, whichever date is chosen.
 * A full date does not fit seven times across a phone, so each button shows the weekday over the
 * day and month and is named with the full date, which starts with what it shows (WCAG 2.5.3).
 * A chevron at the first or last page is `aria-disabled`, not `disabled`: pressed into that state
 * it keeps keyboard focus (`ariaDisabled`).
 */
export function DateStrip({ dates, selected, onSelect, today, locale, labels }: DateStripProps) {
  const [page, setPage] = useState(() => pageOfSelected(dates, selected));
  const pages = pageCount(dates.length);
  return (
    <nav className={styles.strip} aria-label={labels.strip}>
      <button type="button" className={styles.chevron} aria-label={labels.previous} {...ariaDisabled(page === 0, () => setPage(page - 1))}>
        ‹
      </button>
      <ul className={styles.list}>
        {pageOfDates(dates, page).map((date) => {
          const { weekday, dayMonth } = shortDateParts(date, locale);
          return (
            <li key={date}>
              <button
                type="button"
                className={date === selected ? `${styles.date} ${styles.selected}` : styles.date}
                aria-pressed={date === selected}
                aria-current={date === today ? 'date' : undefined}
                aria-label={formatWeekdayDate(date, locale)}
                onClick={() => onSelect(date)}
              >
                <span className={styles.weekday}>{weekday}</span>
                <span className={styles.dayMonth}>{dayMonth}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.chevron}
        aria-label={labels.next}
        {...ariaDisabled(page >= pages - 1, () => setPage(page + 1))}
      >
        ›
      </button>
    </nav>
  );
}
