import { lazy, memo, Suspense, useState } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Button, firstScreenPriority } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { EventCard } from './EventCard';

// View More's dialog, with the HTML sanitiser its description needs (12 kB gzip), loads on the
// first press, not with the first screen; the service worker's precache has it for offline use.
const EventDialog = lazy(() => import('./EventDialog').then((module) => ({ default: module.EventDialog })));

/**
 * Cards a page at a time: a day of 2,000 events draws 24 cards, and more only when asked, so the
 * page's size does not grow with the programme (docs/performance.md).
 */
export const EVENTS_PER_PAGE = 24;

export type EventResultsProps = {
  events: readonly ProgrammeEvent[];
  /** Names the search and levels: a new one starts again at one page. */
  filterKey: string;
  use12HourTime: boolean;
  defaultImage: string | undefined;
  /** `showsPictures` of the whole day, so a search does not change the cards' shape. */
  pictures: boolean;
};

/**
 * The grid stays mounted while the guest types: cards that still match keep their DOM nodes
 * (keyed by event id, memoised), so a keystroke only removes or adds cards, never redraws all.
 */
export const EventResults = memo(function EventResults({ events, filterKey, use12HourTime, defaultImage, pictures }: EventResultsProps) {
  const t = useMessages(programmeMessages);
  const [paging, setPaging] = useState({ filterKey, shown: EVENTS_PER_PAGE });
  const shown = paging.filterKey === filterKey ? paging.shown : EVENTS_PER_PAGE;
  const setShown = (next: number) => setPaging({ filterKey, shown: next });
  const [open, setOpen] = useState<ProgrammeEvent | undefined>();
  return (
    <>
      <ul className={styles.grid}>
        {events.slice(0, shown).map((event, index) => (
          <li key={event.id} className={styles.gridItem}>
            <EventCard
              event={event}
              use12HourTime={use12HourTime}
              defaultImage={defaultImage}
              picture={pictures}
              onViewMore={setOpen}
              picturePriority={firstScreenPriority(index)}
            />
          </li>
        ))}
      </ul>
      {events.length > shown ? (
        <div className={styles.more}>
          <Button onClick={() => setShown(shown + EVENTS_PER_PAGE)}>{t('showMore')}</Button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <EventDialog event={open} defaultImage={defaultImage} picture={pictures} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
});
