import type { ReactNode } from 'react';
import * as styles from './tile.css';
import { truncateTitle } from './truncate-title';

export type TileProps = {
  title: string;
  /** Renders the link element; screens pass react-router's Link or a plain anchor for external addresses. */
  renderLink: (props: { className: string; children: ReactNode; 'aria-label'?: string }) => ReactNode;
};

export function Tile({ title, renderLink }: TileProps) {
  const shown = truncateTitle(title);
  return (
    <li>
      {renderLink({
        className: styles.tile,
        children: <span>{shown}</span>,
        ...(shown !== title ? { 'aria-label': title } : {}),
      })}
    </li>
  );
}
