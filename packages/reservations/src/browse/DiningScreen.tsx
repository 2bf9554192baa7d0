import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { ItemCards } from '../shared/ItemCard';
import { loadRestaurants } from './load-pages';

/** /dining/overview and /dining: the ship's restaurants. */
export function DiningScreen() {
  const t = useMessages(reservationsMessages);
  const restaurants = useHubData(loadRestaurants, { cache: { key: 'dining', lifetimeMs: 300_000 } });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('diningTitle')}</h1>
      <HubDataState
        data={restaurants}
        loadingLabel={t('loadingRestaurants')}
        failedTitle={t('restaurantsFailed')}
        empty={{ when: (items) => items.length === 0, title: t('noRestaurants') }}
      >
        {(items) => <ItemCards items={items} module="dining" label={t('restaurants')} />}
      </HubDataState>
    </div>
  );
}
