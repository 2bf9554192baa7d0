import { Link } from 'react-router';
import type { VodItem } from '@companion/hub-client';
import { truncateTitle, type VirtualGridItemProps } from '@companion/ui';
import { chooseImage, RATIOS } from '../rules/vod-rules';
import * as styles from '../vod.css';

/** Where a card leads: a film to its detail, a series or album to its seasons. */
export function vodLink(item: VodItem): string {
  if (item.type === 'series') return `/vod/overview/serie/${item.id}`;
  if (item.type === 'audio_series') return `/vod/overview/audio/${item.id}`;
  return `/vod/detail/${item.id}`;
}

export function ratioOf(item: Pick<VodItem, 'type'>): number {
  return item.type === 'movie' || item.type === 'episode' ? RATIOS.movie : RATIOS.series;
}

/**
 * A poster and its title. The title is cut at 30 characters (platform.md §9) and wraps to a second
 * line rather than being cut short by the tile's width ("Golden Letter (p…" on a phone); the full
 * title stays the link's name.
 */
export function VodCard({ item, gridProps }: { item: VodItem; gridProps?: VirtualGridItemProps }) {
  const shown = truncateTitle(item.title);
  return (
    <Link to={vodLink(item)} className={styles.card} aria-label={shown === item.title ? undefined : item.title} {...gridProps}>
      <img
        className={styles.cardPicture}
        src={chooseImage(item.images)}
        alt=""
        loading="lazy"
        decoding="async"
        style={{ aspectRatio: `1 / ${ratioOf(item)}` }}
      />
      <span className={styles.vodCardTitle}>{shown}</span>
    </Link>
  );
}
