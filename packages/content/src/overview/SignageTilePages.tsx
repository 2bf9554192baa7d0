import type { ReactElement } from 'react';
import { ScreenPages, useMessages } from '@companion/shell';
import { TileGrid } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { SIGNAGE_TILES_PER_PAGE } from './signage-pages';

/**
 * Signage's tiles, one screenful at a time: the page's tiles share the height the screen leaves
 * (TileGrid `fill`), and Previous / Next step through the rest (ui ScreenPager says why it never
 * turns by itself).
 */
export function SignageTilePages({ label, tiles }: { label: string; tiles: ReactElement[] }) {
  const t = useMessages(contentMessages);
  return (
    <ScreenPages items={tiles} perPage={SIGNAGE_TILES_PER_PAGE} label={t('tilePages')}>
      {(shown) => (
        <TileGrid label={label} signage fill>
          {shown}
        </TileGrid>
      )}
    </ScreenPages>
  );
}
