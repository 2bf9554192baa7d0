import type { ReactNode } from 'react';
import * as styles from './full-screen-message.css';

export type FullScreenMessageProps = { title: string; detail?: string; children?: ReactNode; role?: 'alert' | 'status' };

/** A page-filling message for states where nothing else can be shown (start-up failure). */
export function FullScreenMessage({ title, detail, children, role = 'alert' }: FullScreenMessageProps) {
  return (
    <main className={styles.page}>
      <div role={role}>
        <h1 className={styles.title}>{title}</h1>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      {children}
    </main>
  );
}
