import type { ReactNode } from 'react';
import * as styles from './state-message.css';

/** What a screen shows when there is nothing to list: a sentence and, if useful, a way on. */
export function EmptyState({ title, detail, action }: { title: string; detail?: string; action?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{title}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action}
    </div>
  );
}
