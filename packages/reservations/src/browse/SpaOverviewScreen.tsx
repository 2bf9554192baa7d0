import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { CategoryCards } from '../shared/CategoryCards';
import { loadSpaCategories } from './load-pages';

/** /spa/overview and /spa: the spa category list. */
export function SpaOverviewScreen() {
  const t = useMessages(reservationsMessages);
  const categories = useHubData(loadSpaCategories, { cache: { key: 'spacategory', lifetimeMs: 300_000 } });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('spaTitle')}</h1>
      <HubDataState
        data={categories}
        loadingLabel={t('loadingSpa')}
        failedTitle={t('spaFailed')}
        empty={{ when: (list) => list.length === 0, title: t('noSpaItems') }}
      >
        {(list) => <CategoryCards categories={list} pathOf={(category) => `/spa/category/${category.id}`} label={t('spaCategories')} />}
      </HubDataState>
    </div>
  );
}
