import type { Key, ReactNode } from 'react';
import * as styles from './screen-grid.css';

export type ScreenGridProps<T> = {
  items: readonly T[];
  columns: number;
  rows: number;
  itemKey: (item: T) => Key;
  children: (item: T, position: number) => ReactNode;
};

/**
 * A screenful of items in fixed rows and columns that share the height the page leaves them
 * (the page is a flex column): the page of a `ScreenPager` on signage, never a column to scroll.
 * Each item fills its cell.
 */
export function ScreenGrid<T>({ items, columns, rows, itemKey, children }: ScreenGridProps<T>) {
  return (
    <ul
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
    >
      {items.map((item, position) => (
        <li key={itemKey(item)} className={styles.item}>
          {children(item, position)}
        </li>
      ))}
    </ul>
  );
}
