import { Link } from 'react-router';
import { imageAddress, imageWidths, type TacItem, type TacModule } from '@companion/hub-client';
import { useDeviceConfig, useHub, useMessages } from '@companion/shell';
import { cardTitleLink, FallbackImage } from '@companion/ui';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { durationText } from './item-text';
import { ItemPrice } from './ItemPrice';
import { detailPath } from './module-paths';

/** One activity, restaurant or treatment in a list: picture, title (the link), duration, price. */
export function ItemCard({ item, module, headingLevel = 2 }: { item: TacItem; module: TacModule; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useMessages(reservationsMessages);
  const hub = useHub();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const duration = durationText(item.duration, t);
  return (
    <li>
      <article className={styles.card} aria-label={item.title}>
        <FallbackImage
          className={styles.cardImage}
          src={item.imageUrl ? imageAddress(hub, item.imageUrl, { width: imageWidths.tile }) : undefined}
          defaultSrc={defaultImage}
          alt=""
          loading="lazy"
        />
        <div className={styles.cardBody}>
          <Heading className={styles.cardTitle}>
            <Link to={detailPath(module, item.id)} className={cardTitleLink}>
              {item.title}
            </Link>
          </Heading>
          {duration ? <p className={styles.meta}>{duration}</p> : null}
          <p className={styles.meta}>
            <ItemPrice price={item.price} />
          </p>
        </div>
      </article>
    </li>
  );
}

/**
 * A list of items, labelled for screen readers. Under a heading of the page's own (the activity
 * overview's "All activities") the cards' titles sit a level below it.
 */
export function ItemCards({
  items,
  module,
  label,
  headingLevel,
}: {
  items: readonly TacItem[];
  module: TacModule;
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item) => (
        <ItemCard key={String(item.id)} item={item} module={module} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
