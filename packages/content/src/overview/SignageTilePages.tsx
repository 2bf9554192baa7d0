import { useState, type ReactElement } from 'react';
import { useMessages } from '@companion/shell';
import { pagesOf, ScreenPager, TileGrid } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { SIGNAGE_TILES_PER_PAGE } from './signage-pages';

/**
 * Signage's tiles, one screenful at a time: the page's tiles share the height the screen leaves
 * (TileGrid `fill`), and Previous / Next step through the rest (ui ScreenPager, which says why
 * it never turns by itself).
 */
export function SignageTilePages({ label, tiles }: { label: string; tiles: ReactElement[] }) {
  const t = useMessages(contentMessages);
  const pages = pagesOf(tiles, SIGNAGE_TILES_PER_PAGE);
  const [index, setIndex] = useState(0);
  const page = Math.min(index, pages.length - 1);
  return (
    <>
      <TileGrid label={label} signage fill>
        {pages[page]}
      </TileGrid>
      <ScreenPager
        page={page}
        pageCount={pages.length}
        onPage={setIndex}
        labels={{
          pages: t('tilePages'),
          previous: t('previousTiles'),
          next: t('nextTiles'),
          status: t('tilePageOf', { page: String(page + 1), pages: String(pages.length) }),
        }}
      />
    </>
  );
}
