import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { contentMessages } from '../content-messages';
import * as styles from './not-found.css';
import { textLink } from '@companion/ui';

/** The fallback for any path no route claims (platform.md §2.1). */
export function NotFoundScreen() {
  const t = useMessages(contentMessages);
  return (
    <section className={styles.page}>
      <h1 className={styles.message}>{t('notFound')}</h1>
      <Link to="/" className={textLink}>
        {t('goHome')}
      </Link>
    </section>
  );
}
