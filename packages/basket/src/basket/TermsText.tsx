import { useMessages } from '@companion/shell';
import { Disclosure } from '@companion/ui';
import { basketMessages } from '../basket-messages';

/** The expandable Terms & Conditions below the checkout (bookable-services.md §5, §9). */
export function TermsText() {
  const t = useMessages(basketMessages);
  return (
    <Disclosure summary={t('termsTitle')}>
      <p>{t('termsLeadBooker')}</p>
      <p>{t('termsPayments')}</p>
      <p>{t('termsComplaints')}</p>
      <p>{t('termsValueGuarantee')}</p>
    </Disclosure>
  );
}
