import { memo } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages, type Translate } from '@companion/shell';
import { Button, formatTime, type PicturePriority } from '@companion/ui';
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
  /** False when the day has no pictures at all (`showsPictures`): the card is its words alone. */
  picture?: boolean;
  /** Without it the card has no View More (signage, where the board is read, not used). */
  onViewMore?: (event: ProgrammeEvent) => void;
  /** Picture beside the text, one line of time and venue: signage's rows of a screenful. */
  wide?: boolean;
  /** The first cards of the grid are on the first screen: their pictures are asked for at once. */
  picturePriority?: PicturePriority;
};

/**
 * View More's name. A day repeats a favourite under the same name (two Breakfast Buffets), and
 * "View More about Breakfast Buffet" twice tells a screen-reader user, listing the buttons, not
 * which is which: the start and the venue tell them apart. It starts with the visible "View More"
 * so voice control finds it by what it shows (WCAG 2.5.3).
 */
function viewMoreName(t: Translate<keyof typeof programmeMessages.en>, event: ProgrammeEvent, use12HourTime: boolean): string {
  const time = formatTime(event.start, use12HourTime);
  const venue = event.venue ?? '';
  const key = time ? (venue ? 'viewMoreAboutAtIn' : 'viewMoreAboutAt') : venue ? 'viewMoreAboutIn' : 'viewMoreAbout';
  return t(key, { name: event.name, time, venue });
}

/** One event: Preview picture, name, time range or fallback, venue, the chargeable badge, View More. */
export const EventCard = memo(function EventCard({
  event,
  use12HourTime,
  defaultImage,
  onViewMore,
  picturePriority,
  wide = false,
  picture = true,
}: EventCardProps) {
  const t = useMessages(programmeMessages);
  const time = eventTimeRange(event.start, event.end, use12HourTime) || t('noTime');
  const chargeable = isChargeable(event);
  return (
    <article className={wide ? styles.wideCard : styles.card} aria-label={event.name}>
      {!picture ? null : wide ? (
        // The picture fills its side of the row and adds no height of its own: the row's share
        // of the screen sets it.
        <div className={styles.wideCardPicture}>
          <CardPicture
            className={styles.wideCardImage}
            src={eventImage(event, 'Preview')}
            defaultSrc={defaultImage}
            priority={picturePriority}
          />
        </div>
      ) : (
        <CardPicture className={styles.cardImage} src={eventImage(event, 'Preview')} defaultSrc={defaultImage} priority={picturePriority} />
      )}
      <div className={wide ? styles.wideCardBody : styles.cardBody}>
        <h3 className={!wide ? styles.cardTitle : chargeable ? styles.wideCardTitleWithBadge : styles.wideCardTitle}>{event.name}</h3>
        {wide ? (
          <p className={styles.wideCardMeta}>{event.venue ? `${time} · ${event.venue}` : time}</p>
        ) : (
          <>
            <p className={styles.meta}>{time}</p>
            {event.venue ? <p className={styles.meta}>{event.venue}</p> : null}
          </>
        )}
        {chargeable ? <span className={styles.badge}>{t('chargeable')}</span> : null}
        {onViewMore ? (
          <Button className={styles.cardAction} aria-label={viewMoreName(t, event, use12HourTime)} onClick={() => onViewMore(event)}>
            {t('viewMore')}
          </Button>
        ) : null}
      </div>
    </article>
  );
});
