import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';

const entries = [
  { to: '/vod/overview/movies', label: 'movies', picture: 90_101 },
  { to: '/vod/overview/series', label: 'series', picture: 20_003 },
  { to: '/vod/overview/genre/movies', label: 'genres', picture: 90_102 },
  { to: '/vod/overview/kids', label: 'kids', picture: 90_104 },
  { to: '/vod/overview/audios', label: 'audios', picture: 40_002 },
  { to: '/vod/overview/watchlist', label: 'watchlist', picture: 90_105 },
  { to: '/vod/overview/channels', label: 'channels', picture: 90_106 },
  { to: '/vod/tvguide', label: 'tvGuide', picture: 90_107 },
] as const;

/** /vod/overview: the chooser. No provider call, so it shows at once; the lists log in. */
export function VodOverviewScreen() {
  const t = useMessages(vodMessages);
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('overviewTitle')}</h1>
      <ul className={styles.chooser}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={styles.chooserLink}>
              <span className={styles.chooserLabel}>{t(entry.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </RemotePage>
  );
}
