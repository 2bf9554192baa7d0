import { Button, Modal } from '@companion/ui';
import { useMessages } from '../../i18n/use-messages';
import { shellMessages } from '../../shell-messages';
import { openOnPhoneMessages } from './open-on-phone-messages';
import * as styles from './open-on-phone.css';
import { QrCode } from './QrCode';

export type OpenOnPhoneDialogProps = {
  /** The link's name as the guest read it on the screen. */
  name: string;
  /** Where the link goes: drawn as the QR code and written out beneath it. */
  address: string;
  onClose: () => void;
};

/**
 * A link that leaves the product, offered on the guest's own phone: on a shared screen the open
 * web has no way back (see interceptExternalLinks). The address is written out too, for a guest
 * whose phone reads no QR codes. Loaded when a guest first taps such a link, with the QR encoder
 * (lean-qr), so no app's first route carries either.
 */
export function OpenOnPhoneDialog({ name, address, onClose }: OpenOnPhoneDialogProps) {
  const t = useMessages(openOnPhoneMessages);
  const shell = useMessages(shellMessages);
  return (
    <Modal title={t('title')} onClose={onClose} actions={<Button onClick={onClose}>{shell('close')}</Button>}>
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
        <p className={styles.hint}>{t('hint')}</p>
        <QrCode address={address} label={t('qrCodeOf', { name })} />
        <p className={styles.address}>{address}</p>
      </div>
    </Modal>
  );
}
