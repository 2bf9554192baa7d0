import { Link } from 'react-router';
import type { VodItem } from '@companion/hub-client';
import type { VirtualGridItemProps } from '@companion/ui';
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

export function VodCard({ item, gridProps }: { item: VodItem; gridProps?: VirtualGridItemProps }) {
  return (
    <Link to={vodLink(item)} className={styles.card} {...gridProps}>
      <img
        className={styles.cardPicture}
        src={chooseImage(item.images)}
        alt=""
        loading="lazy"
        decoding="async"
        style={{ aspectRatio: `1 / ${ratioOf(item)}` }}
      />
      <span className={styles.cardTitle}>{item.title}</span>
    </Link>
  );
}
