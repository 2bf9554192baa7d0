import { useState, type ReactElement } from 'react';
import { useMessages } from '@companion/shell';
import { Button, TileGrid } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from '../shared/content.css';
import { pagesOf } from './signage-pages';

/**
 * Signage's tiles, one screenful at a time: the page's tiles share the height the screen leaves
 * (TileGrid `fill`), and Previous / Next step through the rest. No automatic turning: a page
 * that moves by itself needs a pause control (WCAG 2.2.2), and the signage idle redirect already
 * brings an untouched screen back to its start.
 */
export function SignageTilePages({ label, tiles }: { label: string; tiles: ReactElement[] }) {
  const t = useMessages(contentMessages);
  const pages = pagesOf(tiles);
  const [index, setIndex] = useState(0);
  const page = Math.min(index, pages.length - 1);
  return (
    <>
      <TileGrid label={label} signage fill>
        {pages[page]}
      </TileGrid>
      {pages.length > 1 ? (
        <nav aria-label={t('tilePages')} className={styles.pager}>
          <Button className={styles.pagerButton} disabled={page === 0} onClick={() => setIndex(page - 1)}>
            {t('previousTiles')}
          </Button>
          <p className={styles.pagerStatus} aria-live="polite">
            {t('tilePageOf', { page: String(page + 1), pages: String(pages.length) })}
          </p>
          <Button className={styles.pagerButton} disabled={page === pages.length - 1} onClick={() => setIndex(page + 1)}>
            {t('nextTiles')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
