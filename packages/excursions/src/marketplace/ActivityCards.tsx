import { useLocation } from 'react-router';
import type { MarketplaceActivity } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { EmptyState } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { ActivityCard } from './ActivityCard';

/**
 * A place's activities as cards, or "No activities found for this location." (bookable-services
 * §2). Each card remembers the list it came from, so the detail can lead back to it.
 */
export function ActivityCards({
  activities,
  label,
  headingLevel,
}: {
  activities: readonly MarketplaceActivity[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(excursionsMessages);
  const location = useLocation();
  if (activities.length === 0) return <EmptyState title={t('noActivities')} />;
  return (
    <ul className={styles.cards} aria-label={label}>
      {activities.map((activity) => (
        <li key={activity.uuid}>
          <ActivityCard activity={activity} headingLevel={headingLevel} linkState={{ from: `${location.pathname}${location.search}` }} />
        </li>
      ))}
    </ul>
  );
}
