import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';
import { ChooserIcon } from './ChooserIcon';
import { ChooserLabel } from '../shared/ChooserLabel';

/** /vod/overview/kids: the kids section's door to its films. */
export function KidsScreen() {
  const t = useMessages(vodMessages);
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('kids')}</h1>
      <ul className={styles.chooser}>
        <li>
          <Link to="/vod/overview/kids/movies" className={styles.chooserLink}>
            <ChooserIcon symbol="kidsMovies" className={styles.chooserIcon} />
            <ChooserLabel text={t('kidsMovies')} />
          </Link>
        </li>
      </ul>
    </RemotePage>
  );
}
