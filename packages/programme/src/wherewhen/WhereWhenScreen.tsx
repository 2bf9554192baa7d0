import { Link } from 'react-router';
import { getWhereAndWhen } from '@companion/hub-client';
import { HubDataState, routePaths, useHubData, useMessages } from '@companion/shell';
import { cardTitleLink } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';

/** /wherewhen: what happens where and when, each item to its article (/content/detail/{id}). */
export function WhereWhenScreen() {
  const t = useMessages(programmeMessages);
  const items = useHubData(getWhereAndWhen);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('whereAndWhen')}</h1>
      <HubDataState
        data={items}
        loadingLabel={t('loadingWhereAndWhen')}
        failedTitle={t('whereAndWhenFailed')}
        empty={{ when: (value) => value.length === 0, title: t('noWhereAndWhen') }}
      >
        {(value) => (
          <ul className={styles.plainList}>
            {value.map((item) => (
              <li key={item.id} className={styles.card}>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link className={cardTitleLink} to={routePaths.contentDetail(item.id)}>
                      {item.title}
                    </Link>
                  </h2>
                  {item.whereAndWhen?.locationInformation ? <p className={styles.meta}>{item.whereAndWhen.locationInformation}</p> : null}
                  {item.whereAndWhen?.timeInformation ? <p className={styles.meta}>{item.whereAndWhen.timeInformation}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
    </div>
  );
}
