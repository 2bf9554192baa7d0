import { imageWidths, photoImageAddress, type Photo } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { FallbackImage } from '@companion/ui';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { pictureOf } from './photo-name';

type Props = { photo: Photo; name: string; inBasket: boolean; onOpen: () => void };

/** One matched photo at thumbnail width (200, platform.md §9), loaded only when scrolled near. */
export function PhotoThumbnail({ photo, name, inBasket, onOpen }: Props) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  return (
    <li>
      {/* The label replaces the button's content, so it says what the badge shows as well: the
          guest hears which photos are in the basket, not only sees it. */}
      <button
        type="button"
        className={styles.thumbButton}
        onClick={onOpen}
        aria-label={t(inBasket ? 'openPhotoInBasket' : 'openPhoto', { name })}
      >
        <FallbackImage
          className={styles.thumbImage}
          src={photoImageAddress(hub, pictureOf(photo), imageWidths.thumbnail)}
          alt=""
          width={imageWidths.thumbnail}
          height={150}
          loading="lazy"
          decoding="async"
        />
        {inBasket ? (
          <span className={styles.badges}>
            <span className={styles.badge}>{t('inBasket')}</span>
          </span>
        ) : null}
        <span className={styles.thumbCaption} aria-hidden="true">
          {name}
        </span>
      </button>
    </li>
  );
}
