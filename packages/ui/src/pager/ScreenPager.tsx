import { AriaDisabledButton } from '../aria-disabled/AriaDisabledButton';
import * as styles from './pager.css';

export type ScreenPagerLabels = {
  /** Names the navigation landmark: "Pages of topics and articles". */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", said when the page changes. */
  status: string;
};

export type ScreenPagerProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: ScreenPagerLabels;
};

/**
 * Previous / Next under a screenful of items, for screens that show their items a page at a time
 * instead of in a column to scroll (signage across a room). Nothing when everything fits one page.
 * It never turns by itself: a page that moves on its own needs a pause control (WCAG 2.2.2), and
 * the signage idle redirect already brings an untouched screen back to its start. At the first or
 * last page its button is aria-disabled, so it keeps the focus of a guest who pressed it there.
 */
export function ScreenPager({ page, pageCount, onPage, labels }: ScreenPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.pages} className={styles.pager}>
      <AriaDisabledButton className={styles.pagerButton} disabled={page === 0} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </AriaDisabledButton>
      <p className={styles.pagerStatus} aria-live="polite">
        {labels.status}
      </p>
      <AriaDisabledButton className={styles.pagerButton} disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        {labels.next}
      </AriaDisabledButton>
    </nav>
  );
}
