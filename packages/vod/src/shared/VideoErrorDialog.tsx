import { useMessages } from '@companion/shell';
import { Button, Modal } from '@companion/ui';
import { vodMessages } from '../vod-messages';

/** §4 "VOD lists": a failure is shown in a dialog with a close button. */
export function VideoErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useMessages(vodMessages);
  return (
    <Modal title={t('errorTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('close')}</Button>}>
      <p>{message}</p>
    </Modal>
  );
}
