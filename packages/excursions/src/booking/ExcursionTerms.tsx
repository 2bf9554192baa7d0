import type { Conditions } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';

/** The hub's excursion conditions (conditions/Excursion) behind an expandable heading. */
export function ExcursionTerms({ conditions }: { conditions: Conditions }) {
  const t = useMessages(excursionsMessages);
  if (!conditions.conditionText && !conditions.additionalConditionText && !conditions.salesMessage) return null;
  return (
    <details className={styles.terms}>
      <summary className={styles.termsSummary}>{t('termsTitle')}</summary>
      {conditions.salesMessage ? <p>{conditions.salesMessage}</p> : null}
      <SafeHtml html={conditions.conditionText} />
      <SafeHtml html={conditions.additionalConditionText} />
    </details>
  );
}
