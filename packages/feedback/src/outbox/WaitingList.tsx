import { useMessages } from '@companion/shell';
import { Button } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { removeRefused } from './outbox';
import type { OutboxItem } from './outbox-item';
import { useOutboxItems, useSentOutboxItems } from './use-outbox';

/**
 * What waits in the outbox, where the guest looks for it (problem tracking, the ratings
 * overview), and what it sent during this visit, so "Waiting to send" turns into "Sent" before
 * the guest's eyes; nothing when there is neither. Items the hub refused say so and can be
 * removed by the guest: they are never sent again.
 */
export function WaitingList({ kind }: { kind: OutboxItem['kind'] }) {
  const t = useMessages(feedbackMessages);
  const waiting = useOutboxItems().filter((item) => item.kind === kind);
  const sent = useSentOutboxItems().filter((item) => item.kind === kind);
  if (!waiting.length && !sent.length) return null;
  const label = (item: OutboxItem) => (item.kind === 'rating' ? t('waitingRating', { title: item.label }) : item.label);
  return (
    <section aria-labelledby="outbox-waiting-title" className={styles.outbox}>
      <h2 id="outbox-waiting-title" className={styles.legend}>
        {waiting.length ? t('waitingTitle') : t('sentTitle')}
      </h2>
      <ul className={styles.list} aria-label={waiting.length ? t('waitingList') : t('sentList')}>
        {waiting.map((item) => (
          <li key={item.key} className={styles.waiting}>
            <p className={styles.waitingLine}>{label(item)}</p>
            <p className={styles.waitingLine}>{item.refused ? t('refusedByShip') : t('waitingToSend')}</p>
            {item.refused ? (
              <Button aria-label={t('removeRefusedLabel', { label: label(item) })} onClick={() => void removeRefused(item.key)}>
                {t('removeRefused')}
              </Button>
            ) : null}
          </li>
        ))}
        {sent.map((item) => (
          <li key={item.key} className={styles.waiting}>
            <p className={styles.waitingLine}>{label(item)}</p>
            <p className={styles.waitingLine}>{t('sentToShip')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
