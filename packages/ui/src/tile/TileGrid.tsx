import type { ReactNode } from 'react';
import * as styles from './tile.css';

export type TileGridProps = { children: ReactNode; signage?: boolean; label: string };

export function TileGrid({ children, signage = false, label }: TileGridProps) {
  return (
    <ul aria-label={label} className={signage ? `${styles.grid} ${styles.signageGrid}` : styles.grid}>
      {children}
    </ul>
  );
}
