import type { Weather } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { weatherMessageKey, weatherState } from '../rules/weather-state';
import { useWeatherReadings } from './use-weather-readings';
import { WeatherIcon } from './WeatherIcon';

/** A day's weather, or the one of media §8's three messages that applies. */
export function WeatherSummary({ weather }: { weather: Weather }) {
  const t = useMessages(programmeMessages);
  const readings = useWeatherReadings(weather);
  const message = weatherMessageKey(weatherState(weather));
  if (message) return <p className={styles.notice}>{t(message)}</p>;
  return (
    <div className={styles.weather}>
      <p className={styles.weatherSynopsis}>
        <WeatherIcon icon={weather.icon} />
        <span>{`${weather.schedule?.openWeatherCityName ?? ''}: ${weather.synopsis ?? ''}`}</span>
      </p>
      <dl className={styles.facts}>
        {readings.map(({ name, value }) => (
          <div key={name} className={styles.factRow}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
