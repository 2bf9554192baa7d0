import type { ReactNode } from 'react';
import { FallbackImage } from '../image/FallbackImage';
import { pictureLoading, type PicturePriority } from '../image/picture-loading';
import * as styles from './tile.css';
import { truncateTitle } from './truncate-title';

export type TileImage = {
  /** The tile's picture (hub-client's `imageAddress` at the tile width); missing goes to the default. */
  src: string | undefined;
  /** The hub's default image, tried before the built-in placeholder (platform.md §8). */
  defaultSrc?: string | undefined;
  /** How soon the picture is fetched (`firstScreenPriority`); lazy without one. */
  priority?: PicturePriority;
};

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
                {...pictureLoading(image.priority)}
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
