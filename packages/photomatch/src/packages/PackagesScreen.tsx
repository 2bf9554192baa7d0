import { useRef, useState } from 'react';
import { photoImageAddress, imageWidths, type BulkPackage } from '@companion/hub-client';
import { HubDataState, useGuestLocale, useHub, useMessages } from '@companion/shell';
import { Button, FallbackImage, formatPrice } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { changePhotoCart, removeFromCart } from '../store/photo-actions';
import { photoStore } from '../store/photo-store';
import { usePhotoCart } from '../store/use-photo-cart';
import { usePhotoConfig } from '../store/use-photo-config';

/** /photomatch/packages: the bulk packages with picture, blurb and price, to put in the photo basket. */
export function PackagesScreen() {
  const t = useMessages(photomatchMessages);
  return (
    <PhotoPage title={t('packagesTitle')}>
      <Packages />
    </PhotoPage>
  );
}

function Packages() {
  const t = useMessages(photomatchMessages);
  const config = usePhotoConfig();
  usePhotoCart();
  return (
    <HubDataState
      data={config}
      loadingLabel={t('loadingPackages')}
      failedTitle={t('packagesFailed')}
      empty={{ when: (value) => value.bulkPackages.length === 0, title: t('noPackages') }}
    >
      {(value) => (
        <ul className={styles.cards}>
          {value.bulkPackages.map((bulk) => (
            <PackageCard key={String(bulk.id)} bulk={bulk} />
          ))}
        </ul>
      )}
    </HubDataState>
  );
}

function PackageCard({ bulk }: { bulk: BulkPackage }) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const { locale, currency } = useGuestLocale();
  const inBasket = photoStore((state) => state.cart?.bulkPackageId !== undefined && String(state.cart?.bulkPackageId) === String(bulk.id));
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const busy = useRef(false);
  const headingId = `package-${String(bulk.id)}`;

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    setStatus('saving');
    const result = inBasket
      ? await removeFromCart(hub, { bulkPackageId: bulk.id })
      : await changePhotoCart(hub, { bulkPackageId: bulk.id });
    busy.current = false;
    setStatus(result.ok ? 'idle' : 'failed');
  }

  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        {bulk.image ? (
          <FallbackImage className={styles.cardImage} src={photoImageAddress(hub, bulk.image, imageWidths.tile)} alt="" loading="lazy" />
        ) : null}
        <div className={styles.cardBody}>
          <h2 id={headingId} className={styles.cardTitle}>
            {bulk.title}
          </h2>
          {bulk.upgrade ? <span className={styles.badge}>{t('upgradePackage')}</span> : null}
          {bulk.blurb ? <p>{bulk.blurb}</p> : null}
          {bulk.description ? <p className={styles.muted}>{bulk.description}</p> : null}
          <p className={styles.price}>{formatPrice(bulk.price, locale, currency)}</p>
          {inBasket ? <p>{t('packageInBasket')}</p> : null}
          <Button onClick={() => void toggle()} disabled={status === 'saving'} aria-busy={status === 'saving' || undefined}>
            {inBasket ? t('removePackage', { name: bulk.title }) : t('addPackage', { name: bulk.title })}
          </Button>
          {status === 'failed' ? (
            <p className={styles.error} role="alert">
              {t('basketUpdateFailed')}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}
