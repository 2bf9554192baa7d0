import { useMessages } from '@companion/shell';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';

/** The expandable Terms & Conditions below the checkout (bookable-services.md §5, §9). */
export function TermsText({ id }: { id: string }) {
  const t = useMessages(basketMessages);
  return (
    <details className={styles.terms} id={id}>
      <summary className={styles.termsSummary}>{t('termsTitle')}</summary>
      <p>{t('termsLeadBooker')}</p>
      <p>{t('termsPayments')}</p>
      <p>{t('termsComplaints')}</p>
      <p>{t('termsValueGuarantee')}</p>
    </details>
  );
}
