import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button, FallbackImage, Modal, SafeHtml } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { eventImage } from '../rules/event-images';

/** View More: the Full picture, the description (or the overview when there is none) and Ok. */
export function EventDialog({
  event,
  defaultImage,
  onClose,
}: {
  event: ProgrammeEvent;
  defaultImage: string | undefined;
  onClose: () => void;
}) {
  const t = useMessages(programmeMessages);
  return (
    <Modal title={event.name} onClose={onClose} actions={<Button onClick={onClose}>{t('ok')}</Button>}>
      <FallbackImage className={styles.dialogImage} src={eventImage(event, 'Full')} defaultSrc={defaultImage} alt="" />
      {event.description ? <SafeHtml html={event.description} /> : <p>{event.eventOverview}</p>}
    </Modal>
  );
}
