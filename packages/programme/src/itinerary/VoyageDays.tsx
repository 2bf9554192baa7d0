import { Link } from 'react-router';
import type { Schedule } from '@companion/hub-client';
import { routePaths, useDateLocale, useMessages } from '@companion/shell';
import { formatDate } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { tileOpacity } from '../rules/tile-opacity';

/** The cruise day by day: each a tile to its detail, sea days marked, coloured 0.2–0.9 by index modulo 8. */
export function VoyageDays({ days }: { days: readonly Schedule[] }) {
  const t = useMessages(programmeMessages);
  const locale = useDateLocale();
  return (
    <ol className={styles.dayTiles}>
      {days.map((day, index) => (
        <li key={day.id}>
          <Link to={routePaths.itineraryDetail(day.id)} className={styles.dayTile} data-opacity={tileOpacity(index)}>
            <span className={styles.dayTileColour} style={{ opacity: tileOpacity(index) }} aria-hidden="true" />
            <span className={styles.dayTileText}>{t('dayOfCruise', { day: day.day ?? index + 1 })}</span>
            <span className={styles.dayTileText}>{formatDate(day.date, locale)}</span>
            <strong className={styles.dayTileText}>{day.atSea ? t('atSea') : day.title}</strong>
          </Link>
        </li>
      ))}
    </ol>
  );
}
