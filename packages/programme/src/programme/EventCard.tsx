import { memo } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button, type TileImage } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { isChargeable } from '../rules/event-search';
import { eventImage } from '../rules/event-images';
import { eventTimeRange } from '../rules/event-time';
import { CardPicture } from './CardPicture';

export type EventCardProps = {
  event: ProgrammeEvent;
  use12HourTime: boolean;
  defaultImage: string | undefined;
  onViewMore: (event: ProgrammeEvent) => void;
  /** The first cards of the grid are on the first screen: their pictures are asked for at once. */
  picturePriority?: TileImage['priority'];
};

/** One event: Preview picture, name, time range or fallback, venue, the chargeable badge, View More. */
export const EventCard = memo(function EventCard({ event, use12HourTime, defaultImage, onViewMore, picturePriority }: EventCardProps) {
  const t = useMessages(programmeMessages);
  const time = eventTimeRange(event.start, event.end, use12HourTime);
  return (
    <article className={styles.card} aria-label={event.name}>
      <CardPicture className={styles.cardImage} src={eventImage(event, 'Preview')} defaultSrc={defaultImage} priority={picturePriority} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{event.name}</h3>
        <p className={styles.meta}>{time || t('noTime')}</p>
        {event.venue ? <p className={styles.meta}>{event.venue}</p> : null}
        {isChargeable(event) ? <span className={styles.badge}>{t('chargeable')}</span> : null}
        <Button className={styles.cardAction} aria-label={t('viewMoreAbout', { name: event.name })} onClick={() => onViewMore(event)}>
          {t('viewMore')}
        </Button>
      </div>
    </article>
  );
});
