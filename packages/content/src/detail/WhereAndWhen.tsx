import type { Article } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { contentMessages } from '../content-messages';
import * as styles from './detail.css';

export function WhereAndWhen({ whereAndWhen }: { whereAndWhen: Article['whereAndWhen'] }) {
  const t = useMessages(contentMessages);
  const where = whereAndWhen?.locationInformation;
  const when = whereAndWhen?.timeInformation;
  if (!where && !when) return null;
  return (
    <section aria-labelledby="where-and-when">
      <h2 id="where-and-when">{t('whereAndWhen')}</h2>
      <dl className={styles.whereAndWhen}>
        {where ? (
          <>
            <dt className={styles.term}>{t('where')}</dt>
            <dd>{where}</dd>
          </>
        ) : null}
        {when ? (
          <>
            <dt className={styles.term}>{t('when')}</dt>
            <dd>{when}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
