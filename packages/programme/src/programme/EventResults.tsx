import { useState } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { EventCard } from './EventCard';
import { EventDialog } from './EventDialog';

/**
 * Cards a page at a time: a day of 2,000 events draws 48 cards, and more only when asked, so the
 * page's size does not grow with the programme (docs/performance.md).
 */
export const EVENTS_PER_PAGE = 48;

export type EventResultsProps = { events: readonly ProgrammeEvent[]; use12HourTime: boolean; defaultImage: string | undefined };

export function EventResults({ events, use12HourTime, defaultImage }: EventResultsProps) {
  const t = useMessages(programmeMessages);
  const [shown, setShown] = useState(EVENTS_PER_PAGE);
  const [open, setOpen] = useState<ProgrammeEvent | undefined>();
  return (
    <>
      <ul className={styles.grid}>
        {events.slice(0, shown).map((event) => (
          <li key={event.id}>
            <EventCard event={event} use12HourTime={use12HourTime} defaultImage={defaultImage} onViewMore={setOpen} />
          </li>
        ))}
      </ul>
      {events.length > shown ? (
        <div className={styles.more}>
          <Button onClick={() => setShown(shown + EVENTS_PER_PAGE)}>{t('showMore')}</Button>
        </div>
      ) : null}
      {open ? <EventDialog event={open} defaultImage={defaultImage} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}
