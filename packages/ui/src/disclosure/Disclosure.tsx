import type { ReactNode } from 'react';
import * as styles from './disclosure.css';

export type DisclosureProps = { summary: ReactNode; id?: string; children: ReactNode };

/**
 * Text a guest may open but need not read first, such as terms and conditions, behind a heading
 * they press. The browser's own details element, so it opens by keyboard and says whether it is
 * open to a screen reader without any script.
 */
export function Disclosure({ summary, id, children }: DisclosureProps) {
  return (
    <details className={styles.disclosure} id={id}>
      <summary className={styles.summary}>{summary}</summary>
      {children}
    </details>
  );
}
