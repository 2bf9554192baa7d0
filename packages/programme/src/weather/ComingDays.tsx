import { useCallback } from 'react';
import { DateTime } from 'luxon';
import { getWeather, type HubClient, type Weather } from '@companion/hub-client';
import { HubDataState, useDateLocale, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { formatWeekdayDate } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import { dayFirstOf } from '../rules/programme-dates';
import { formatDegrees, weatherState } from '../rules/weather-state';
import { WeatherIcon } from './WeatherIcon';
import * as styles from './weather.css';

/**
 * Three days ahead: enough to choose the day ashore to plan for, few enough for a weak connection.
 * A kiosk's tall screen has room for six (its lower third stood empty), on the ship's own wiring.
 */
const DAYS_AHEAD = 3;
const DAYS_AHEAD_ON_KIOSK = 6;

/**
 * The next days' weather where the ship will be, each day loaded on its own (a failed day keeps
 * its neighbours, and offers Try again in its own card).
 */
export function ComingDays({ today }: { today: string }) {
  const t = useMessages(programmeMessages);
  const start = DateTime.fromISO(today);
  const daysAhead = useDeviceType() === 'Kiosk' ? DAYS_AHEAD_ON_KIOSK : DAYS_AHEAD;
  const dates = Array.from({ length: daysAhead }, (_, index) => start.plus({ days: index + 1 }).toISODate() ?? '');
  return (
    <section className={styles.comingDays} aria-labelledby="coming-days-title">
      <h2 id="coming-days-title" className={styles.comingDaysTitle}>
        {t('weatherComingDays')}
      </h2>
      <ul className={styles.days}>
        {dates.map((date) => (
          <ComingDay key={date} date={date} />
        ))}
      </ul>
    </section>
  );
}

function ComingDay({ date }: { date: string }) {
  const t = useMessages(programmeMessages);
  const locale = useDateLocale();
  const load = useCallback((hub: HubClient) => getWeather(hub, dayFirstOf(date)), [date]);
  const weather = useHubData(load);
  return (
    <li className={styles.day}>
      <h3 className={styles.dayDate}>{formatWeekdayDate(date, locale)}</h3>
      <HubDataState data={weather} loadingLabel={t('loadingWeather')} failedTitle={t('weatherFailed')}>
        {(value) => <DayOutlook weather={value} />}
      </HubDataState>
    </li>
  );
}

/** The place and the sky in a few words: "Villefranche-sur-Mer, Partly cloudy, 21°C"; a sea day says so. */
function DayOutlook({ weather }: { weather: Weather }) {
  const t = useMessages(programmeMessages);
  const state = weatherState(weather);
  if (state === 'at-sea') {
    return (
      <>
        <p className={styles.dayPlace}>{t('atSea')}</p>
        <SeaWaves />
      </>
    );
  }
  if (state !== 'shown') return <p className={styles.dayPlace}>{weather.schedule?.title ?? t('weatherNotAvailable')}</p>;
  return (
    <>
      <p className={styles.dayPlace}>{weather.schedule?.openWeatherCityName}</p>
      <div className={styles.daySky}>
        <WeatherIcon icon={weather.icon} className={styles.daySkyIcon} />
        <p className={styles.dayReading}>
          <span>{weather.synopsis}</span>
          {weather.temperature === null || weather.temperature === undefined ? null : (
            <span className={styles.dayTemperature}>{formatDegrees(weather.temperature, weather.unit)}</span>
          )}
        </p>
      </div>
    </>
  );
}

/** A sea day has no port weather; its waves say where the ship is. Decorative. */
function SeaWaves() {
  return (
    <svg className={styles.daySkyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 9q2.5-2 5 0t5 0 5 0 5 0M2 14q2.5-2 5 0t5 0 5 0 5 0M2 19q2.5-2 5 0t5 0 5 0 5 0"
        stroke="#2b6cb0"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
