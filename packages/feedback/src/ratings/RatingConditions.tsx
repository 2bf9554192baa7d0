import { useMessages } from '@companion/shell';
import { Disclosure, SafeHtml } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';

type Props = { conditionText: string; accepted: boolean; missing: boolean; onChange: (accepted: boolean) => void };

/** conditions/Rating behind an expandable heading, and the box the guest ticks (§5). */
export function RatingConditions({ conditionText, accepted, missing, onChange }: Props) {
  const t = useMessages(feedbackMessages);
  return (
    <div className={missing ? `${styles.group} ${styles.missing}` : styles.group}>
      <Disclosure summary={t('termsTitle')}>
        <SafeHtml html={conditionText} />
      </Disclosure>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={accepted}
          aria-describedby={missing ? 'rating-terms-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('acceptTerms')}
      </label>
      {missing ? (
        <p id="rating-terms-error" className={styles.error}>
          {t('feedback_termsandconditions_must_be_accepted')}
        </p>
      ) : null}
    </div>
  );
}
