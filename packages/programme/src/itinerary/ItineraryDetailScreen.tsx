import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { getItineraryDay, getWeather, imageAddress, type HubClient, type Schedule } from '@companion/hub-client';
import { HubDataState, routePaths, useDateLocale, useDeviceConfig, useHub, useHubData, useMessages } from '@companion/shell';
import { FallbackImage, formatDate } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { dayFirstOf, excursionRouteDate } from '../rules/programme-dates';
import { WeatherSummary } from '../weather/WeatherSummary';
import { DayOnBoard } from './DayOnBoard';
import { usePortTimes } from './use-port-times';

/** /itinerary/detail/{id}: a day of the voyage — times, pier, agent, gangway, picture, weather, its experiences. */
export function ItineraryDetailScreen() {
  const t = useMessages(programmeMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => getItineraryDay(hub, id), [id]);
  const day = useHubData(load);
  return (
    <div className={styles.page}>
      <HubDataState data={day} loadingLabel={t('loadingDay')} failedTitle={t('dayFailed')} missingIsGone>
        {(value) => <DayDetail day={value} />}
      </HubDataState>
    </div>
  );
}

export function DayDetail({ day }: { day: Schedule }) {
  const t = useMessages(programmeMessages);
  const hub = useHub();
  const locale = useDateLocale();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const facts: [string, string | null | undefined][] = [
    ...usePortTimes(day),
    [t('pier'), day.nameOfPier],
    [t('localAgent'), day.localAgentName],
    [t('gangway'), day.gangway],
    [t('currency'), day.currency],
    [t('language'), day.language],
  ];
  return (
    <>
      <h1 className={styles.title}>{day.atSea ? t('atSea') : day.title}</h1>
      <p className={styles.meta}>{`${day.day ? `${t('dayOfCruise', { day: day.day })} · ` : ''}${formatDate(day.date, locale)}`}</p>
      <div className={day.atSea ? styles.seaDayOverview : styles.dayOverview}>
        <FallbackImage
          className={`${styles.detailImage} ${styles.dayPicture}`}
          src={day.image ? imageAddress(hub, { reference: day.image }, { width: 1200 }) : undefined}
          defaultSrc={defaultImage}
          alt=""
        />
        {day.atSea ? null : (
          <div className={styles.dayFacts}>
            <dl className={styles.facts}>
              {facts
                .filter((fact): fact is [string, string] => Boolean(fact[1]))
                .map(([name, value]) => (
                  <div key={name} className={styles.factRow}>
                    <dt className={styles.factName}>{name}</dt>
                    <dd className={styles.factValue}>{value}</dd>
                  </div>
                ))}
            </dl>
            <div className={styles.actions}>
              <Link className={styles.buttonLink} to={routePaths.excursionsOnDate(excursionRouteDate(day.date))}>
                {t('viewExperiences')}
              </Link>
              {day.day ? (
                <Link className={styles.buttonLink} to={routePaths.excursionsOnDay(day.day)}>
                  {t('viewExperiencesOfDay', { day: day.day })}
                </Link>
              ) : null}
            </div>
          </div>
        )}
        <section className={`${styles.section} ${styles.dayWeather}`} aria-label={t('weather')}>
          <h2 className={styles.sectionTitle}>{t('weather')}</h2>
          <DayWeather date={day.date} />
        </section>
        <div className={styles.dayBoard}>
          <DayOnBoard date={day.date} />
        </div>
      </div>
    </>
  );
}

/** The day's weather loads on its own: a failure there leaves the port's facts in view. */
export function DayWeather({ date }: { date: string }) {
  const t = useMessages(programmeMessages);
  const load = useCallback((hub: HubClient) => getWeather(hub, dayFirstOf(date)), [date]);
  const weather = useHubData(load);
  return (
    <HubDataState data={weather} loadingLabel={t('loadingWeather')} failedTitle={t('weatherFailed')}>
      {(value) => <WeatherSummary weather={value} />}
    </HubDataState>
  );
}
