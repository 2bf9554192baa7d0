import type { ReactNode } from 'react';
import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';

/** After Send while offline: the report is kept and goes out by itself; `children` offers the way on. */
export function WaitingToSend({ children }: { children?: ReactNode }) {
  const t = useMessages(feedbackMessages);
  return (
    <div role="status" className={styles.form}>
      <p className={styles.waiting}>{t('waitingToSend')}</p>
      {children}
    </div>
  );
}
