import { useGuestLocale, useMessages } from '@companion/shell';
import { Button, formatPrice, Modal } from '@companion/ui';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';

type Props = {
  name: string;
  blurb: string | undefined;
  price: number;
  busy: boolean;
  failed: boolean;
  onUpgrade: () => void;
  onDecline: () => void;
};

/** The one-time upgrade offer before an order (bookable-services.md §4): upgrade, or decline and order. */
export function UpsellDialog({ name, blurb, price, busy, failed, onUpgrade, onDecline }: Props) {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const amount = formatPrice(price, locale, currency);
  return (
    <Modal
      title={t('upsellTitle', { name })}
      onClose={onDecline}
      actions={
        <>
          <Button onClick={onDecline} disabled={busy}>
            {t('upsellDecline')}
          </Button>
          <Button onClick={onUpgrade} disabled={busy} aria-busy={busy || undefined}>
            {t('upsellUpgrade')}
          </Button>
        </>
      }
    >
      {blurb ? <p>{blurb}</p> : null}
      <p>{t('upsellText', { name, price: amount })}</p>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('upsellFailed')}
        </p>
      ) : null}
    </Modal>
  );
}
