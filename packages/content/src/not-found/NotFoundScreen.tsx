import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { buttonLink } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from './not-found.css';

/**
 * The fallback for any path no route claims (platform.md §2.1): the spec's words, why a guest may
 * have landed here (an old printed address, a typo) and the one way on, as a button a finger finds.
 */
export function NotFoundScreen() {
  const t = useMessages(contentMessages);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <CompassPicture north={t('compassNorth')} />
      <h1 id="not-found-title" className={styles.message}>
        {t('notFound')}
      </h1>
      <p className={styles.explanation}>{t('notFoundExplanation')}</p>
      <Link to="/" className={buttonLink}>
        {t('goHome')}
      </Link>
    </section>
  );
}

/** A compass whose needle has lost north: decorative, in the theme's colours. */
function CompassPicture({ north }: { north: string }) {
  return (
    <svg className={styles.picture} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle className={styles.rim} cx="100" cy="100" r="88" />
      <circle className={styles.face} cx="100" cy="100" r="72" />
      <path className={styles.marks} d="M100 152 v14 M34 100 h14 M152 100 h14" />
      <text className={styles.north} x="100" y="52" textAnchor="middle">
        {north}
      </text>
      {/* The needle, turned well off north. */}
      <g transform="rotate(125 100 100)">
        <path className={styles.needleNorth} d="M100 40 L113 100 L87 100 Z" />
        <path className={styles.needleSouth} d="M100 160 L113 100 L87 100 Z" />
      </g>
      <circle className={styles.rim} cx="100" cy="100" r="7" />
    </svg>
  );
}
