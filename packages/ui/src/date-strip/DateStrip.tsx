import { useState } from 'react';
import { pageCount, pageOfDates, pageOfSelected } from './date-pages';
import * as styles from './date-strip.css';

export type DateStripProps = {
  /** ISO dates (yyyy-MM-dd) in order. */
  dates: readonly string[];
  selected: string | undefined;
  onSelect: (date: string) => void;
  /** Formats a date for the button, e.g. "Mon 23". */
  formatLabel: (date: string) => string;
  labels: { strip: string; previous: string; next: string };
};

/** Seven dates at a time with chevrons to page; the selected date is marked for screen readers too. */
export function DateStrip({ dates, selected, onSelect, formatLabel, labels }: DateStripProps) {
  const [page, setPage] = useState(() => pageOfSelected(dates, selected));
  const pages = pageCount(dates.length);
  return (
    <nav className={styles.strip} aria-label={labels.strip}>
      <button type="button" className={styles.chevron} aria-label={labels.previous} disabled={page === 0} onClick={() => setPage(page - 1)}>
        ‹
      </button>
      <ul className={styles.list}>
        {pageOfDates(dates, page).map((date) => (
          <li key={date}>
            <button
              type="button"
              className={date === selected ? `${styles.date} ${styles.selected}` : styles.date}
              aria-current={date === selected ? 'date' : undefined}
              onClick={() => onSelect(date)}
            >
              {formatLabel(date)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.chevron}
        aria-label={labels.next}
        disabled={page >= pages - 1}
        onClick={() => setPage(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
