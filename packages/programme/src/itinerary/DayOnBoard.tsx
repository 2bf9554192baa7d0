import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import type { HubClient, ProgrammeEvent } from '@companion/hub-client';
import { HubDataState, useClock, useDeviceType, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { textLink } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { eventsOn, eventsOnCache } from '../programme/events-on';
import { DAY_HIGHLIGHTS, DAY_HIGHLIGHTS_ON_SIGNAGE, dayHighlights } from '../rules/day-highlights';
import { eventTimeRange } from '../rules/event-time';
import { excursionRouteDate, todayIso } from '../rules/programme-dates';

/**
 * An itinerary day's programme at a glance: a sea day's page was a picture and "no port weather"
 * over an empty screen, and a port day's guest asks what is on once back on board. Its own call
 * (shared with the Daily Programme's cache), so a failure here leaves the day's facts in view.
 */
export function DayOnBoard({ date }: { date: string }) {
  const t = useMessages(programmeMessages);
  const load = useCallback((hub: HubClient) => eventsOn(hub, date), [date]);
  const events = useHubData(load, { cache: eventsOnCache(date) });
  const isToday = date === todayIso();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {isToday ? t('onBoardToday') : t('onBoardThatDay')}
      </h2>
      <HubDataState data={events} loadingLabel={t('loadingEvents')} failedTitle={t('eventsFailed')}>
        {(value) => <Highlights events={value} isToday={isToday} date={date} />}
      </HubDataState>
    </section>
  );
}

function Highlights({ events, isToday, date }: { events: readonly ProgrammeEvent[]; isToday: boolean; date: string }) {
  const t = useMessages(programmeMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
  // Refreshed while today's page is open, so an event leaves the list as it ends.
  const clock = useClock(isToday);
  const limit = useDeviceType() === 'DigitalSignage' ? DAY_HIGHLIGHTS_ON_SIGNAGE : DAY_HIGHLIGHTS;
  const shown = dayHighlights(events, isToday, clock.getHours() * 60 + clock.getMinutes(), limit);
  if (events.length === 0) return <p className={styles.highlightsNote}>{t('noEvents')}</p>;
  return (
    <>
      {shown.length === 0 ? (
        <p className={styles.highlightsNote}>{t('dayOver')}</p>
      ) : (
        <ul className={styles.highlights}>
          {shown.map((event) => (
            <li key={event.id} className={styles.highlight}>
              {/* An untimed event ("Late") leaves its time empty: the programme's long fallback would widen every row's time. */}
              <span className={styles.highlightTime}>{eventTimeRange(event.start, event.end, use12HourTime)}</span>
              <span className={styles.highlightName}>{event.name}</span>
              {event.venue ? <span className={styles.highlightVenue}>{event.venue}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <Link className={textLink} to={`/dailyprogram/${excursionRouteDate(date)}`}>
        {t('wholeDayProgramme', { count: events.length })}
      </Link>
    </>
  );
}
