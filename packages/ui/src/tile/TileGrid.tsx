import type { ReactNode } from 'react';
import * as styles from './tile.css';

export type TileGridProps = {
  children: ReactNode;
  signage?: boolean;
  /** Rows share the height the parent leaves (a flex column), instead of square tiles. */
  fill?: boolean;
  label: string;
};

export function TileGrid({ children, signage = false, fill = false, label }: TileGridProps) {
  const className = [styles.grid, signage ? styles.signageGrid : '', fill ? styles.fillGrid : ''].filter(Boolean).join(' ');
  return (
    <ul aria-label={label} className={className}>
      {children}
    </ul>
  );
}
