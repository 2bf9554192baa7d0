import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { CategoryCards } from '../shared/CategoryCards';
import { ItemCards } from '../shared/ItemCard';
import { loadActivityOverview } from './load-pages';

/** /activity/overview and /activity: the categories, then every activity. */
export function ActivityOverviewScreen() {
  const t = useMessages(reservationsMessages);
  const overview = useHubData(loadActivityOverview, { cache: { key: 'activity/overview', lifetimeMs: 300_000 } });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('activitiesTitle')}</h1>
      <HubDataState
        data={overview}
        loadingLabel={t('loadingActivities')}
        failedTitle={t('activitiesFailed')}
        empty={{ when: (page) => page.categories.length === 0 && page.items.length === 0, title: t('noActivities') }}
      >
        {(page) => (
          <>
            {page.categories.length > 0 ? (
              <CategoryCards
                categories={page.categories}
                pathOf={(category) => `/activity/category/${category.id}`}
                label={t('activityCategories')}
              />
            ) : null}
            {page.items.length > 0 ? (
              <>
                <h2 className={styles.subtitle}>{t('allActivities')}</h2>
                <ItemCards items={page.items} module="activity" label={t('allActivities')} headingLevel={3} />
              </>
            ) : null}
          </>
        )}
      </HubDataState>
    </div>
  );
}
