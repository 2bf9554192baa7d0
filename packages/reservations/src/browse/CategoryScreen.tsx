import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { ItemCards } from '../shared/ItemCard';
import { loadCategoryPage } from './load-pages';

/** /activity/category/{id} and /spa/category/{id}: the category's items. */
function CategoryScreen({ module }: { module: 'activity' | 'spa' }) {
  const t = useMessages(reservationsMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => loadCategoryPage(hub, module, id), [module, id]);
  const page = useHubData(load);
  const fallbackTitle = module === 'spa' ? t('spaTitle') : t('activitiesTitle');
  return (
    <div className={styles.page}>
      <HubDataState
        data={page}
        missingIsGone
        loadingLabel={module === 'spa' ? t('loadingSpa') : t('loadingActivities')}
        failedTitle={module === 'spa' ? t('spaFailed') : t('activitiesFailed')}
        empty={{ when: (ready) => ready.items.length === 0, title: module === 'spa' ? t('noSpaItems') : t('noActivities') }}
      >
        {(ready) => (
          <>
            <h1 className={styles.title}>{ready.category?.title ?? fallbackTitle}</h1>
            {ready.category?.description ? <p className={styles.intro}>{ready.category.description}</p> : null}
            <ItemCards items={ready.items} module={module} label={module === 'spa' ? t('treatments') : t('activitiesTitle')} />
          </>
        )}
      </HubDataState>
    </div>
  );
}

export const ActivityCategoryScreen = () => <CategoryScreen module="activity" />;
export const SpaCategoryScreen = () => <CategoryScreen module="spa" />;
