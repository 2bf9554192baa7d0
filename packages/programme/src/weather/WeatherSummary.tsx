import type { Weather } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { formatDegrees, formatHumidity, weatherMessageKey, weatherState, weatherUnits } from '../rules/weather-state';
import { WeatherIcon } from './WeatherIcon';

/** A day's weather, or the one of media §8's three messages that applies. */
export function WeatherSummary({ weather }: { weather: Weather }) {
  const t = useMessages(programmeMessages);
  const message = weatherMessageKey(weatherState(weather));
  if (message) return <p className={styles.notice}>{t(message)}</p>;
  const units = weatherUnits(weather.unit);
  const degrees = (value: number | null | undefined) => formatDegrees(value, weather.unit);
  return (
    <div className={styles.weather}>
      <p className={styles.weatherSynopsis}>
        <WeatherIcon icon={weather.icon} />
        <span>{`${weather.schedule?.openWeatherCityName ?? ''}: ${weather.synopsis ?? ''}`}</span>
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('temperature')}</dt>
        <dd className={styles.factValue}>{degrees(weather.temperature)}</dd>
        <dt className={styles.factName}>{t('feelsLike')}</dt>
        <dd className={styles.factValue}>{degrees(weather.feelsLike)}</dd>
        <dt className={styles.factName}>{t('wind')}</dt>
        <dd className={styles.factValue}>
          {t('windValue', { speed: weather.windSpeed ?? '–', unit: units.speed, direction: weather.windDirection ?? '' })}
        </dd>
        <dt className={styles.factName}>{t('humidity')}</dt>
        <dd className={styles.factValue}>{formatHumidity(weather.humidity)}</dd>
      </dl>
    </div>
  );
}
