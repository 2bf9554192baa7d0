import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ImageBlob } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button, FallbackImage, pictureLoading } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { useDefaultImage } from '../shared/use-default-image';
import * as styles from './detail.css';

/** A horizontal move of at least this many pixels is a swipe. */
export const SWIPE_DISTANCE = 40;

/** The article's pictures: one image alone, a browsable gallery only when there is more than one. */
export function ArticleImages({ images, title }: { images: readonly ImageBlob[]; title: string }) {
  const defaultSrc = useDefaultImage();
  const first = images[0];
  if (!first) return null;
  // The article's picture is its largest element: fetched first, in a 16:9 box held before it arrives.
  // A picture that fails shows the hub's default image, then ui's placeholder (platform.md §8).
  if (images.length === 1)
    return (
      <FallbackImage
        className={styles.image}
        src={first.url}
        defaultSrc={defaultSrc}
        alt={title}
        width={1024}
        height={576}
        {...pictureLoading('high')}
      />
    );
  return <ImageGallery images={images} defaultSrc={defaultSrc} />;
}

function ImageGallery({ images, defaultSrc }: { images: readonly ImageBlob[]; defaultSrc: string | undefined }) {
  const t = useMessages(contentMessages);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | undefined>(undefined);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const label = t('pictureOf', { index: String(index + 1), count: String(count) });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (start === undefined) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_DISTANCE) go(moved < 0 ? 1 : -1);
  }

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('carousel')}
      aria-label={t('gallery')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerUp={onPointerUp}
    >
      {/* Keyed by the picture: a fallback belongs to the picture that failed, not to the next one.
          No alt text: the hub gives a gallery picture nothing to say what it shows (its blobs are
          `{ url }` only), and the counter beside it already says which one it is. With the counter
          as alt too, a screen reader read "Picture 1 of 3" twice. */}
      <FallbackImage
        key={index}
        className={styles.image}
        src={images[index]?.url}
        defaultSrc={defaultSrc}
        alt=""
        draggable={false}
        width={1024}
        height={576}
        // The first is the page's largest picture; the others load when the guest turns to them.
        {...(index === 0 ? pictureLoading('high') : {})}
      />
      <div className={styles.galleryControls}>
        <Button onClick={() => go(-1)}>{t('previousPicture')}</Button>
        <span aria-live="polite">{label}</span>
        <Button onClick={() => go(1)}>{t('nextPicture')}</Button>
      </div>
    </section>
  );
}
