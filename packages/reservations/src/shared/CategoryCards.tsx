import { Link } from 'react-router';
import { imageAddress, imageWidths, type TacCategory } from '@companion/hub-client';
import { useDeviceConfig, useHub } from '@companion/shell';
import { cardTitleLink, FallbackImage } from '@companion/ui';
import * as styles from '../reservations.css';

/** Categories (activity or spa) as picture cards linking to their lists. */
export function CategoryCards({
  categories,
  pathOf,
  label,
}: {
  categories: readonly TacCategory[];
  pathOf: (category: TacCategory) => string;
  label: string;
}) {
  const hub = useHub();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  return (
    <ul className={styles.cards} aria-label={label}>
      {categories.map((category) => (
        <li key={String(category.id)}>
          <article className={styles.card} aria-label={category.title}>
            <FallbackImage
              className={styles.cardImage}
              src={category.imageUrl ? imageAddress(hub, category.imageUrl, { width: imageWidths.tile }) : undefined}
              defaultSrc={defaultImage}
              alt=""
              loading="lazy"
            />
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <Link to={pathOf(category)} className={cardTitleLink}>
                  {category.title}
                </Link>
              </h2>
              {category.description ? <p className={styles.meta}>{category.description}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
