import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';
import { ChooserIcon, type ChooserSymbol } from './ChooserIcon';
import { ChooserLabel } from '../shared/ChooserLabel';

const entries = [
  { to: '/vod/overview/movies', label: 'movies' },
  { to: '/vod/overview/series', label: 'series' },
  { to: '/vod/overview/genre/movies', label: 'genres' },
  { to: '/vod/overview/kids', label: 'kids' },
  { to: '/vod/overview/audios', label: 'audios' },
  { to: '/vod/overview/watchlist', label: 'watchlist' },
  { to: '/vod/overview/channels', label: 'channels' },
  { to: '/vod/tvguide', label: 'tvGuide' },
] as const satisfies readonly { to: string; label: ChooserSymbol }[];

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
              <ChooserIcon symbol={entry.label} className={styles.chooserIcon} />
              <ChooserLabel text={t(entry.label)} />
            </Link>
          </li>
        ))}
      </ul>
    </RemotePage>
  );
}
