import { Link } from 'react-router';
import type { MarketplaceActivity } from '@companion/hub-client';
import { useDeviceConfig, useGuestLocale, useMessages } from '@companion/shell';
import { cardTitleLink, FallbackImage } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { activityDurationText } from './activity-duration';
import * as marketplaceStyles from './marketplace.css';
import { useMarketplaceImage } from './use-marketplace-image';

export type ActivityCardProps = {
  activity: MarketplaceActivity;
  linkState?: unknown;
  /** 2 under the page's h1; 3 when the list sits under a place's h2 (river cruise). */
  headingLevel?: 2 | 3;
};

/** One third-party activity in a list: picture, title (the link to its detail), duration, price. */
export function ActivityCard({ activity, linkState, headingLevel = 2 }: ActivityCardProps) {
  const t = useMessages(excursionsMessages);
  const { locale } = useGuestLocale();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const image = useMarketplaceImage();
  const duration = activityDurationText(activity, t, locale);
  const price = activity.retail_price?.formatted_value;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={styles.card} aria-label={activity.title}>
      <FallbackImage className={styles.cardImage} src={image(activity.cover_image_url)} defaultSrc={defaultImage} alt="" loading="lazy" />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={`/musement/activity/${encodeURIComponent(activity.uuid)}`} state={linkState} className={cardTitleLink}>
            {activity.title}
          </Link>
        </Heading>
        {duration ? <p className={styles.meta}>{duration}</p> : null}
        {price ? <p className={`${styles.meta} ${marketplaceStyles.price}`}>{price}</p> : null}
      </div>
    </article>
  );
}
