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
export function ItemCard({ item, module }: { item: TacItem; module: TacModule }) {
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
          <h2 className={styles.cardTitle}>
            <Link to={detailPath(module, item.id)} className={cardTitleLink}>
              {item.title}
            </Link>
          </h2>
          {duration ? <p className={styles.meta}>{duration}</p> : null}
          <p className={styles.meta}>
            <ItemPrice price={item.price} />
          </p>
        </div>
      </article>
    </li>
  );
}

/** A list of items, labelled for screen readers. */
export function ItemCards({ items, module, label }: { items: readonly TacItem[]; module: TacModule; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item) => (
        <ItemCard key={String(item.id)} item={item} module={module} />
      ))}
    </ul>
  );
}
