import type { ProgrammeEvent } from '@companion/hub-client';
import { ScreenPages, useClock, useDeviceConfig, useMessages, useThemeSettings } from '@companion/shell';
import { ScreenGrid } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { showsPictures } from '../rules/event-images';
import { todayIso } from '../rules/programme-dates';
import { stillToCome } from '../rules/still-to-come';
import { EventCard } from './EventCard';

/** Two columns of three: what fits 1920×1080 under the strip with type read from several metres. */
export const SIGNAGE_EVENTS_PER_PAGE = 6;

/**
 * The programme on a signage screen: no search box or deck filters (nobody types on a board
 * across a room), today's events that are not over yet (a board at 7 pm has no use for the
 * breakfast buffet), a screenful at a time with Previous / Next, never a column to scroll.
 */
export function SignageEventPages({ events, date }: { events: readonly ProgrammeEvent[]; date: string }) {
  const t = useMessages(programmeMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  // The signage wall clock's time (refreshed every 5 s): an event leaves the board as it ends.
  const clock = useClock(true);
  const now = clock.getHours() * 60 + clock.getMinutes();
  const today = date === todayIso();
  const shown = today ? stillToCome(events, now) : events;
  const pictures = showsPictures(events, defaultImage);
  if (shown.length === 0) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{t('dayOver')}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {today ? t('stillToCome', { count: shown.length }) : t('eventCount', { count: shown.length })}
      </p>
      <ScreenPages items={shown} perPage={SIGNAGE_EVENTS_PER_PAGE} label={t('eventPages')}>
        {(page) => (
          <ScreenGrid items={page} columns={2} rows={3} itemKey={(event) => event.id}>
            {(event, position) => (
              <EventCard
                event={event}
                use12HourTime={use12HourTime}
                defaultImage={defaultImage}
                picture={pictures}
                // All six are in view: none waits for the viewport observer.
                picturePriority={position === 0 ? 'high' : 'eager'}
                wide
              />
            )}
          </ScreenGrid>
        )}
      </ScreenPages>
    </>
  );
}
