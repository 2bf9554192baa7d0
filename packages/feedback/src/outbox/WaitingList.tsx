import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import type { OutboxItem } from './outbox-item';
import { useOutboxItems } from './use-outbox';

/**
 * What still waits in the outbox, where the guest looks for it (problem tracking, the ratings
 * overview); nothing when the outbox is empty. Items the hub refused say so and stay listed.
 */
export function WaitingList({ kind }: { kind: OutboxItem['kind'] }) {
  const t = useMessages(feedbackMessages);
  const waiting = useOutboxItems().filter((item) => item.kind === kind);
  if (!waiting.length) return null;
  return (
    <section aria-labelledby="outbox-waiting-title" className={styles.form}>
      <h2 id="outbox-waiting-title" className={styles.legend}>
        {t('waitingTitle')}
      </h2>
      <ul className={styles.list} aria-label={t('waitingList')}>
        {waiting.map((item) => (
          <li key={item.key} className={styles.waiting}>
            <p>{item.kind === 'rating' ? t('waitingRating', { title: item.label }) : item.label}</p>
            <p>{item.refused ? t('refusedByShip') : t('waitingToSend')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
