import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';
import { ChooserIcon, type ChooserSymbol } from './ChooserIcon';
import type { ChooserPictureProps } from './ChooserPicture';
import { ChooserLabel } from '../shared/ChooserLabel';

/** What the picture's code leaves when it cannot load: the symbol alone. */
function NoPicture() {
  return null;
}

// Apart from the chooser's own code: the hub call, its checks (zod) and the data hook would
// otherwise be part of the chooser's first download, for a picture nobody waits for.
const ChooserPicture = lazy(() =>
  import('./ChooserPicture').then(
    (module) => ({ default: module.ChooserPicture }),
    // Offline before the service worker kept it: the symbol stays, as when the call fails.
    () => ({ default: NoPicture }),
  ),
);

const entries = [
  { to: '/vod/overview/movies', label: 'movies', picture: 'vodmovieimage' },
  { to: '/vod/overview/series', label: 'series', picture: 'vodseriesimage' },
  { to: '/vod/overview/genre/movies', label: 'genres' },
  { to: '/vod/overview/kids', label: 'kids' },
  { to: '/vod/overview/audios', label: 'audios' },
  { to: '/vod/overview/watchlist', label: 'watchlist' },
  { to: '/vod/overview/channels', label: 'channels' },
  { to: '/vod/tvguide', label: 'tvGuide' },
] as const satisfies readonly { to: string; label: ChooserSymbol; picture?: ChooserPictureProps['hashtag'] }[];

/**
 * /vod/overview: the chooser. No provider call (the lists log in), so it shows at once; Films and
 * Series then lay the operator's pictures over their symbols when the hub's content has them.
 */
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
              {/* After the symbol, which its opacity paints in DOM order with positioned boxes: the picture covers it, the label stays on top. */}
              {'picture' in entry ? (
                <Suspense fallback={null}>
                  <ChooserPicture hashtag={entry.picture} />
                </Suspense>
              ) : null}
              <ChooserLabel text={t(entry.label)} />
            </Link>
          </li>
        ))}
      </ul>
    </RemotePage>
  );
}
