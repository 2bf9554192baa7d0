import type { ReactNode } from 'react';
import * as styles from './tile.css';

export type TileGridProps = {
  children: ReactNode;
  signage?: boolean;
  /** Rows share the height the parent leaves (a flex column), instead of square tiles. */
  fill?: boolean;
  /**
   * The grid keeps the page margin itself: for a page without padding of its own (the dashboard).
   * Inside a padded page it would double the margin and narrow every tile.
   */
  inset?: boolean;
  label: string;
};

export function TileGrid({ children, signage = false, fill = false, inset = false, label }: TileGridProps) {
  const className = [styles.grid, inset ? styles.insetGrid : '', signage ? styles.signageGrid : '', fill ? styles.fillGrid : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ul aria-label={label} className={className}>
      {children}
    </ul>
  );
}
