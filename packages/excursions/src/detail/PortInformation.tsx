import { useLocation } from 'react-router';
import { useDateLocale, useMessages, useThemeSettings } from '@companion/shell';
import { formatDate, formatTime } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';

/** What a port page passes along (bookable-services §2): any of these may be missing. */
export type PortState = { portName?: string; portDate?: string; arrivalTime?: string; departureTime?: string };

function portStateOf(state: unknown): PortState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const candidate = state as Record<string, unknown>;
  const text = (key: string) => (typeof candidate[key] === 'string' ? (candidate[key] as string) : undefined);
  const port: PortState = {};
  for (const key of ['portName', 'portDate', 'arrivalTime', 'departureTime'] as const) {
    const value = text(key);
    if (value) port[key] = value;
  }
  return Object.keys(port).length ? port : undefined;
}

/** The port the guest came from, when the navigation carried it. */
export function PortInformation() {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const use12HourTime = useThemeSettings().use12HourTime;
  const port = portStateOf(useLocation().state);
  if (!port) return null;
  const rows: [string, string | undefined][] = [
    [t('port'), port.portName],
    [t('portDate'), port.portDate ? formatDate(port.portDate, locale) || port.portDate : undefined],
    [t('arrival'), port.arrivalTime ? formatTime(port.arrivalTime, use12HourTime) || port.arrivalTime : undefined],
    [t('departure'), port.departureTime ? formatTime(port.departureTime, use12HourTime) || port.departureTime : undefined],
  ];
  return (
    <section aria-labelledby="port-information">
      <h2 id="port-information" className={styles.subtitle}>
        {t('portInformation')}
      </h2>
      <dl className={styles.facts}>
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt className={styles.factName}>{name}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
