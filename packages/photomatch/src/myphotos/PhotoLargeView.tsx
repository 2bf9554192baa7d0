import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { photoImageAddress, type Photo, type PhotoCart, type PhotoConfig } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { AriaDisabledButton, Button, FallbackImage, Modal, textLink } from '@companion/ui';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { selectionChange, selectionFromCart, type Selection } from '../rules/photo-selection';
import { changePhotoCart } from '../store/photo-actions';
import { pictureOf } from './photo-name';
import { VariantStepper } from './VariantStepper';

/** The large view's picture width: sharp on a phone's full width and in the dialog on big screens. */
export const LARGE_PHOTO_WIDTH = 800;

type Props = { photo: Photo; name: string; config: PhotoConfig; cart: PhotoCart | undefined; onClose: () => void };

/**
 * One photo large, with its prints and digital copy to choose. The counts start from the cart;
 * "Update photo basket" sends only what changed. Discounted and free copies are marked from the
 * cart's answer, so the guest sees the offer or the free credit the hub applied.
 */
export function PhotoLargeView({ photo, name, config, cart, onClose }: Props) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const before = selectionFromCart(photo.id, cart, config);
  const [selection, setSelection] = useState<Selection>(before);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const saving = useRef(false);
  const inCart = cart?.photos.find((entry) => String(entry.id) === String(photo.id));

  async function update() {
    const change = selectionChange(photo.id, selection, before);
    if (!change || saving.current) return;
    saving.current = true;
    setStatus('saving');
    const result = await changePhotoCart(hub, change);
    saving.current = false;
    setStatus(result.ok ? 'saved' : 'failed');
  }

  const changed = selectionChange(photo.id, selection, before) !== undefined;
  return (
    <Modal
      title={name}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('close')}</Button>
          {/* aria-disabled while there is nothing to send or it is saving: the press keeps its focus. */}
          <AriaDisabledButton
            onClick={() => void update()}
            disabled={!changed || status === 'saving'}
            aria-busy={status === 'saving' || undefined}
          >
            {status === 'saving' ? t('updatingBasket') : t('updateBasket')}
          </AriaDisabledButton>
        </>
      }
    >
      <FallbackImage className={styles.largeImage} src={photoImageAddress(hub, pictureOf(photo), LARGE_PHOTO_WIDTH)} alt={name} />
      {inCart?.isDiscounted || inCart?.isFreeVariant ? (
        <p className={styles.actions}>
          {inCart.isDiscounted ? <span className={styles.badge}>{t('offerPrice')}</span> : null}
          {inCart.isFreeVariant ? <span className={styles.badge}>{t('free')}</span> : null}
        </p>
      ) : null}
      <ul className={styles.variantList} aria-label={t('variants')}>
        {config.variants.map((variant) => (
          <VariantStepper
            key={String(variant.id)}
            variant={variant}
            count={selection[String(variant.id)] ?? 0}
            onChange={(count) => {
              setStatus('idle');
              setSelection((current) => ({ ...current, [String(variant.id)]: count }));
            }}
          />
        ))}
      </ul>
      <div aria-live="polite">
        {status === 'saved' ? (
          <p>
            {t('basketUpdated')}{' '}
            <Link className={textLink} to={photoPaths.cart}>
              {t('goToBasket')}
            </Link>
          </p>
        ) : null}
      </div>
      {status === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('basketUpdateFailed')}
        </p>
      ) : null}
    </Modal>
  );
}
