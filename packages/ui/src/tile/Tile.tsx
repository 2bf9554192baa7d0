import type { ReactNode } from 'react';
import { FallbackImage } from '../image/FallbackImage';
import * as styles from './tile.css';
import { truncateTitle } from './truncate-title';

export type TileImage = {
  /** The tile's picture (hub-client's `imageAddress` at the tile width); missing goes to the default. */
  src: string | undefined;
  /** The hub's default image, tried before the built-in placeholder (platform.md §8). */
  defaultSrc?: string | undefined;
  /**
   * How soon the picture is fetched: 'high' for the largest picture of the first screen (the
   * first tile: eager, fetched before the rest), 'eager' for the other tiles on the first
   * screen, lazy otherwise.
   */
  priority?: 'high' | 'eager' | undefined;
};

/** The priority of the tile at `index` of a first screen: the first one first, the first four at once. */
export function firstScreenPriority(index: number): TileImage['priority'] {
  return index === 0 ? 'high' : index < 4 ? 'eager' : undefined;
}

export type TileProps = {
  title: string;
  /** A picture behind the title; without one the tile is a block of the theme colour. */
  image?: TileImage | undefined;
  /** Shown under the title (badges). */
  extras?: ReactNode;
  /** Renders the link element; screens pass react-router's Link or a plain anchor for external addresses. */
  renderLink: (props: { className: string; children: ReactNode; 'aria-label'?: string }) => ReactNode;
};

export function Tile({ title, image, extras, renderLink }: TileProps) {
  const shown = truncateTitle(title);
  return (
    <li>
      {renderLink({
        className: styles.tile,
        children: (
          <>
            {image ? (
              <FallbackImage
                className={styles.image}
                src={image.src}
                defaultSrc={image.defaultSrc}
                alt=""
                // The tile's box sets the size (aspect-ratio), so the picture never shifts the page;
                // the attributes tell the browser its shape before it arrives.
                width={400}
                height={400}
                loading={image.priority ? 'eager' : 'lazy'}
                {...(image.priority === 'high' ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
              />
            ) : null}
            <span className={image ? `${styles.label} ${styles.labelOverImage}` : styles.label}>
              <span>{shown}</span>
              {extras}
            </span>
          </>
        ),
        ...(shown !== title ? { 'aria-label': title } : {}),
      })}
    </li>
  );
}
