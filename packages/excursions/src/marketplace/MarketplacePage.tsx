import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLink } from '@companion/ui';
import * as styles from '../excursions.css';
import * as marketplaceStyles from './marketplace.css';

export type MarketplacePageProps = {
  title: string;
  /** A way up the marketplace (countries, cities, activities). */
  back?: { to: string; label: string } | undefined;
  children: ReactNode;
};

/** The frame of every marketplace screen: the way back, the page's one h1, then its content. */
export function MarketplacePage({ title, back, children }: MarketplacePageProps) {
  return (
    <section className={styles.page} aria-labelledby="marketplace-title">
      {back ? (
        <p className={marketplaceStyles.backLink}>
          <Link className={textLink} to={back.to}>
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1 id="marketplace-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
