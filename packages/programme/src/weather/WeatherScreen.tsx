import { useCallback } from 'react';
import { getWeather, type HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { dayFirstOf, todayIso } from '../rules/programme-dates';
import { ComingDays } from './ComingDays';
import { TodaysWeather } from './TodaysWeather';

/** /weather: today's weather (itinerary/weather/{DD-MM-YYYY}), or the message of media §8 that applies. */
export function WeatherScreen() {
  const t = useMessages(programmeMessages);
  const today = todayIso();
  const load = useCallback((hub: HubClient) => getWeather(hub, dayFirstOf(today)), [today]);
  const weather = useHubData(load);
  return (
    <div className={`${styles.page} ${styles.itineraryPage}`}>
      <h1 className={styles.title}>{t('weatherToday')}</h1>
      <HubDataState data={weather} loadingLabel={t('loadingWeather')} failedTitle={t('weatherFailed')}>
        {(value) => <TodaysWeather weather={value} comingDays={<ComingDays today={today} />} />}
      </HubDataState>
    </div>
  );
}
