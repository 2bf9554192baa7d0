import { useState } from 'react';
import { getShipPosition, type GpsProfile } from '@companion/hub-client';
import {
  HubDataState,
  useDeviceConfig,
  useGuestLocale,
  useHub,
  useHubData,
  useMessages,
  useShellServices,
  useThemeSettings,
} from '@companion/shell';
import { formatTime } from '@companion/ui';
import { DateTime } from 'luxon';
import { programmeMessages } from '../programme-messages';
import * as pageStyles from '../programme.css';
import { formatCoordinates } from '../rules/coordinates';
import { isApproximate } from '../rules/ship-marker';
import { weatherUnits } from '../rules/weather-state';
import { TrackerMap } from './TrackerMap';
import * as styles from './tracker.css';
import { useShipPosition } from './use-ship-position';

/** The hub's osmServiceUrl as a tile template: used as given with {z}, else {url}/{z}/{x}/{y}.png. */
export function tileTemplate(osmServiceUrl: string | null | undefined): string | undefined {
  if (!osmServiceUrl) return undefined;
  return osmServiceUrl.includes('{z}') ? osmServiceUrl : `${osmServiceUrl.replace(/\/$/, '')}/{z}/{x}/{y}.png`;
}

/** /map/tracker/{id}: where the ship is, live (the id is not used: one ship, one position). */
export function TrackerScreen() {
  const t = useMessages(programmeMessages);
  const initial = useHubData(getShipPosition);
  // A kiosk's or a sign's map takes the screen under the controls: at 65 % of a portrait kiosk the
  // page ran under the footer, cutting off the services below it, and a sign's 55 % left a band.
  const fillsScreen = useShellServices().appKind !== 'guest';
  return (
    <div
      className={fillsScreen ? `${pageStyles.page} ${styles.fillsScreen}` : pageStyles.page}
      {...(fillsScreen ? { 'data-fills-screen': '' } : {})}
    >
      <h1 className={pageStyles.title}>{t('tracker')}</h1>
      <HubDataState data={initial} loadingLabel={t('loadingPosition')} failedTitle={t('positionFailed')}>
        {(position) => <LiveTracker initial={position} />}
      </HubDataState>
    </div>
  );
}

function LiveTracker({ initial }: { initial: GpsProfile }) {
  const t = useMessages(programmeMessages);
  const hub = useHub();
  const use12HourTime = useThemeSettings().use12HourTime;
  const { locale } = useGuestLocale();
  const tiles = tileTemplate(useDeviceConfig().hub.osmServiceUrl);
  const { position, receivedAt, stale } = useShipPosition(hub, initial);
  const [autoCentre, setAutoCentre] = useState(true);
  const [showWeather, setShowWeather] = useState(false);
  const info = position.advancedInformation;
  const weather = info?.weather;
  const units = weatherUnits(weather?.unit);
  return (
    <>
      <div className={styles.controls}>
        <label className={styles.toggle}>
          <input type="checkbox" checked={autoCentre} onChange={() => setAutoCentre(!autoCentre)} />
          {t('autoCentre')}
        </label>
        <label className={styles.toggle}>
          <input type="checkbox" checked={showWeather} onChange={() => setShowWeather(!showWeather)} />
          {t('weatherOverlay')}
        </label>
      </div>
      {isApproximate(info?.heading, info?.course) ? <p className={styles.status}>{t('approximate')}</p> : null}
      {stale ? (
        <p className={styles.status} role="status">
          {t('stale', { time: formatTime(DateTime.fromMillis(receivedAt).toFormat('HH:mm'), use12HourTime) })}
        </p>
      ) : null}
      <div className={styles.layout}>
        <TrackerMap
          position={position}
          autoCentre={autoCentre}
          tiles={tiles}
          label={t('mapLabel')}
          zoomLabels={{ zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }}
        />
        {showWeather && weather ? (
          <p className={styles.overlay}>
            {t('overlayWeather', {
              synopsis: weather.synopsis ?? '',
              temperature: weather.temp === null || weather.temp === undefined ? '–' : Math.round(weather.temp),
              unit: units.temperature,
              speed: weather.windSpeed ?? '–',
              speedUnit: units.speed,
              direction: weather.windDirection ?? '',
            })}
          </p>
        ) : null}
      </div>
      <p className={styles.position} data-testid="ship-position">
        {t(
          'shipAt',
          formatCoordinates(position.latitude, position.longitude, locale, {
            north: t('north'),
            south: t('south'),
            east: t('east'),
            west: t('west'),
          }),
        )}
      </p>
    </>
  );
}
