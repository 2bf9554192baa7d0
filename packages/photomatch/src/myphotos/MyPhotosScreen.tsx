import { useState } from 'react';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { PhotoPage } from '../gate/PhotoPage';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { photoStore } from '../store/photo-store';
import { usePhotoCart } from '../store/use-photo-cart';
import { loadMyPhotos, type MyPhotosPage } from './load-my-photos';
import { photoName } from './photo-name';
import { PhotoLargeView } from './PhotoLargeView';
import { PhotoThumbnail } from './PhotoThumbnail';

/** /photomatch/myphotos: the photos matched to the guest, and a large view to order prints or the digital copy. */
export function MyPhotosScreen() {
  const t = useMessages(photomatchMessages);
  return (
    <PhotoPage title={t('myPhotosTitle')}>
      <MyPhotos />
    </PhotoPage>
  );
}

function MyPhotos() {
  const t = useMessages(photomatchMessages);
  const page = useHubData(loadMyPhotos);
  // Refreshed on every visit so the "In basket" marks and the large view's counts are the hub's.
  usePhotoCart();
  const noPhotos = (value: MyPhotosPage) => value.config.keyvalues?.noPhotosMessage || t('noPhotos');
  return (
    <HubDataState
      data={page}
      loadingLabel={t('loadingPhotos')}
      failedTitle={t('photosFailed')}
      empty={{ when: (value) => value.photos.length === 0, title: page.status === 'ready' ? noPhotos(page.value) : t('noPhotos') }}
    >
      {(value) => <PhotoGrid page={value} />}
    </HubDataState>
  );
}

function PhotoGrid({ page }: { page: MyPhotosPage }) {
  const t = useMessages(photomatchMessages);
  const cart = photoStore((state) => state.cart);
  const [open, setOpen] = useState<number | undefined>(undefined);
  const inBasket = new Set(
    cart?.photos.filter((photo) => photo.variants.some((variant) => variant.count > 0)).map((photo) => String(photo.id)),
  );
  const opened = open === undefined ? undefined : page.photos[open];
  return (
    <>
      <p className={styles.muted}>{t('photoCount', { count: page.photos.length })}</p>
      <ul className={styles.photoGrid} aria-label={t('myPhotosTitle')}>
        {page.photos.map((photo, index) => (
          <PhotoThumbnail
            key={String(photo.id)}
            photo={photo}
            name={photoName(photo, index + 1, t)}
            inBasket={inBasket.has(String(photo.id))}
            onOpen={() => setOpen(index)}
          />
        ))}
      </ul>
      {opened && open !== undefined ? (
        <PhotoLargeView
          photo={opened}
          name={photoName(opened, open + 1, t)}
          config={page.config}
          cart={cart}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </>
  );
}
