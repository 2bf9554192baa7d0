import { useState, type ReactNode } from 'react';
import { pagesOf, ScreenPager } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';

export type ScreenPagesProps<T> = {
  items: readonly T[];
  /** How many fit one screen. */
  perPage: number;
  /** Names the pager: "Pages of events". */
  label: string;
  /** Draws one page's items. */
  children: (items: T[]) => ReactNode;
};

/**
 * A screen that shows its items a screenful at a time with Previous / Next (ui ScreenPager)
 * instead of a column to scroll: signage's tiles and its programme.
 */
export function ScreenPages<T>({ items, perPage, label, children }: ScreenPagesProps<T>) {
  const t = useMessages(shellMessages);
  const pages = pagesOf(items, perPage);
  const [index, setIndex] = useState(0);
  const page = Math.min(index, pages.length - 1);
  return (
    <>
      {children(pages[page]!)}
      <ScreenPager
        page={page}
        pageCount={pages.length}
        onPage={setIndex}
        labels={{
          pages: label,
          previous: t('previousPage'),
          next: t('nextPage'),
          status: t('pageOf', { page: String(page + 1), pages: String(pages.length) }),
        }}
      />
    </>
  );
}
