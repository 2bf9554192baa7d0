import { useId } from 'react';
import { Link } from 'react-router';
import { getItinerarySchedules, type ItinerarySchedule } from '@companion/hub-client';
import { HubDataState, routePaths, ScreenPages, useDateLocale, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { formatWeekdayDate, textLink } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { routeDateOfIso } from '../rules/list-dates';
import * as shore from './shore-schedules.css';

/**
 * /shoreexcursions: the voyage's days (itinerary schedules), each leading to its shore excursions
 * and to the day itself (/itinerary/spark/{date}, bookable-services §2).
 */
export function ShoreSchedulesScreen() {
  const t = useMessages(excursionsMessages);
  const schedules = useHubData(getItinerarySchedules);
  const signage = useDeviceType() === 'DigitalSignage';
  return (
    <section className={styles.page} aria-labelledby="shore-title">
      <h1 id="shore-title" className={styles.title}>
        {t('shoreTitle')}
      </h1>
      <HubDataState
        data={schedules}
        loadingLabel={t('loadingSchedules')}
        failedTitle={t('schedulesFailed')}
        empty={{ when: (days) => days.length === 0, title: t('noSchedules') }}
      >
        {(days) =>
          signage ? (
            <ScreenPages items={days} perPage={SIGNAGE_DAYS_PER_PAGE} label={t('dayPages')}>
              {(page) => <ScheduleEntries days={page} />}
            </ScreenPages>
          ) : (
            <ScheduleEntries days={days} />
          )
        }
      </HubDataState>
    </section>
  );
}

/** What a 1920×1080 sign holds under its title and above the pager, read from metres away; a fortnight is two screens. */
const SIGNAGE_DAYS_PER_PAGE = 10;

function ScheduleEntries({ days }: { days: readonly ItinerarySchedule[] }) {
  return (
    <ul className={shore.days}>
      {days.map((schedule) => (
        <ScheduleEntry key={String(schedule.id)} schedule={schedule} />
      ))}
    </ul>
  );
}

function ScheduleEntry({ schedule }: { schedule: ItinerarySchedule }) {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const id = useId();
  const dateId = `${id}-date`;
  const dayLinkId = `${id}-day`;
  return (
    <li className={shore.entry}>
      <Link className={`${styles.scheduleLink} ${shore.excursionsLink}`} to={`/shoreexcursions/${routeDateOfIso(schedule.date)}`}>
        <span id={dateId} className={styles.scheduleDate}>
          {formatWeekdayDate(schedule.date, locale)}
        </span>
        <strong className={styles.schedulePort}>{schedule.atSea ? t('atSea') : schedule.title}</strong>
      </Link>
      {/* A voyage can call at a port twice and has several sea days: the date makes each link's name its own. */}
      <Link
        id={dayLinkId}
        aria-labelledby={`${dayLinkId} ${dateId}`}
        className={`${textLink} ${shore.dayLink}`}
        to={routePaths.itineraryDayOnDate(schedule.date)}
      >
        {schedule.atSea ? t('aboutDayAtSea') : t('aboutDayInPort', { port: schedule.title })}
      </Link>
    </li>
  );
}
