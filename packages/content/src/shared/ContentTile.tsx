import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useDeviceFlags, useExternalLinkLabel, useMessages } from '@companion/shell';
import { Tile, type TileProps } from '@companion/ui';
import { contentMessages } from '../content-messages';
import type { ContentLink } from './content-links';
import * as styles from './content.css';

export type ContentTileProps = {
  title: string;
  link: ContentLink;
  unpublished: boolean;
  showBookNow: boolean;
  image?: TileProps['image'];
  style?: CSSProperties | undefined;
};

/** A category or article tile: external addresses open in a new window; preview marks hidden items. */
export function ContentTile({ title, link, unpublished, showBookNow, image, style }: ContentTileProps) {
  const t = useMessages(contentMessages);
  const externalLabel = useExternalLinkLabel();
  const { showBookNowTags } = useDeviceFlags();
  const extras = (
    <>
      {unpublished ? (
        <span className={styles.badge} data-preview-hidden="true">
          {t('notPublished')}
        </span>
      ) : null}
      {showBookNow && showBookNowTags ? <span className={styles.bookNow}>{t('bookNow')}</span> : null}
    </>
  );
  return (
    <Tile
      title={title}
      image={image}
      extras={extras}
      renderLink={({ children: content, className, ...rest }) => {
        if (link.kind === 'external') {
          return (
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={className}
              style={style}
              aria-label={externalLabel(title)}
            >
              {content}
            </a>
          );
        }
        return (
          <Link to={link.to} className={className} style={style} {...rest}>
            {content}
          </Link>
        );
      }}
    />
  );
}
