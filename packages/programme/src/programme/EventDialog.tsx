import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button, FallbackImage, Modal, SafeHtml } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { eventImage } from '../rules/event-images';

/** View More: the Full picture (when the day has pictures), the description (or the overview when there is none) and Ok. */
export function EventDialog({
  event,
  defaultImage,
  picture = true,
  onClose,
}: {
  event: ProgrammeEvent;
  defaultImage: string | undefined;
  /** As the day's cards (`showsPictures`). */
  picture?: boolean;
  onClose: () => void;
}) {
  const t = useMessages(programmeMessages);
  return (
    <Modal title={event.name} onClose={onClose} actions={<Button onClick={onClose}>{t('ok')}</Button>}>
      {picture ? <FallbackImage className={styles.dialogImage} src={eventImage(event, 'Full')} defaultSrc={defaultImage} alt="" /> : null}
      {event.description ? <SafeHtml html={event.description} /> : <p>{event.eventOverview}</p>}
    </Modal>
  );
}
