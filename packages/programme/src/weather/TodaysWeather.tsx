import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageAddress, type Schedule, type Weather } from '@companion/hub-client';
import { routePaths, useDeviceConfig, useHub, useMessages } from '@companion/shell';
import { FallbackImage } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import { weatherMessageKey, weatherState } from '../rules/weather-state';
import { usePortTimes } from '../itinerary/use-port-times';
import { useWeatherReadings } from './use-weather-readings';
import { WeatherIcon } from './WeatherIcon';
import * as programmeStyles from '../programme.css';
import * as styles from './weather.css';

/**
 * /weather's report of the day: the port's (or the sea's) picture, the sky and the temperature
 * large, feels like, wind and humidity, and when to be back on board; or the message of media §8
 * that applies, beside the day's picture; then the coming days, where the screen gives them.
 */
export function TodaysWeather({ weather, comingDays }: { weather: Weather; comingDays?: ReactNode }) {
  const t = useMessages(programmeMessages);
  const message = weatherMessageKey(weatherState(weather));
  const schedule = weather.schedule;
  const notice = message ? t(message) : null;
  return (
    <div className={styles.today}>
      {schedule ? (
        <div className={styles.pictureArea}>
          <DayPicture image={schedule.image} />
        </div>
      ) : null}
      <div className={styles.report}>
        {notice ? <p className={styles.notice}>{notice}</p> : <Readings weather={weather} />}
        {schedule && !schedule.atSea ? <PortDay schedule={schedule} /> : null}
      </div>
      {comingDays ? <div className={styles.coming}>{comingDays}</div> : null}
    </div>
  );
}

function DayPicture({ image }: { image: string | null | undefined }) {
  const hub = useHub();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  // Decorative: the port's name is the report's heading.
  return (
    <FallbackImage
      className={styles.picture}
      src={image ? imageAddress(hub, { reference: image }, { width: 1200 }) : undefined}
      defaultSrc={defaultImage}
      width={1200}
      height={675}
      alt=""
    />
  );
}

function Readings({ weather }: { weather: Weather }) {
  const [temperature, ...rest] = useWeatherReadings(weather);
  return (
    <>
      <h2 className={styles.place}>{`${weather.schedule?.openWeatherCityName ?? ''}: ${weather.synopsis ?? ''}`}</h2>
      <dl className={styles.readings}>
        <div className={styles.temperature}>
          <WeatherIcon icon={weather.icon} className={styles.sky} />
          <div>
            <dt className={styles.readingName}>{temperature.name}</dt>
            <dd className={styles.temperatureValue}>{temperature.value}</dd>
          </div>
        </div>
        {rest.map(({ name, value }) => (
          <div key={name} className={styles.smallReading}>
            <dt className={styles.readingName}>{name}</dt>
            <dd className={styles.readingValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** When the ship leaves and when to be back on board: what a guest ashore plans the day around. */
function PortDay({ schedule }: { schedule: Schedule }) {
  const t = useMessages(programmeMessages);
  const shown = usePortTimes(schedule).filter(([, value]) => value !== '');
  return (
    <>
      {shown.length > 0 ? (
        <dl className={styles.portTimes}>
          {shown.map(([name, value]) => (
            <div key={name} className={styles.portTime}>
              <dt className={styles.portTimeName}>{name}</dt>
              <dd className={styles.portTimeValue}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div>
        <Link className={programmeStyles.buttonLink} to={routePaths.itineraryDetail(schedule.id)}>
          {t('portDayInFull', { port: schedule.title })}
        </Link>
      </div>
    </>
  );
}
