import type { Conditions } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Disclosure, SafeHtml } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';

/** The hub's excursion conditions (conditions/Excursion) behind an expandable heading. */
export function ExcursionTerms({ conditions }: { conditions: Conditions }) {
  const t = useMessages(excursionsMessages);
  if (!conditions.conditionText && !conditions.additionalConditionText && !conditions.salesMessage) return null;
  return (
    <Disclosure summary={t('termsTitle')}>
      {conditions.salesMessage ? <p>{conditions.salesMessage}</p> : null}
      <SafeHtml html={conditions.conditionText} />
      <SafeHtml html={conditions.additionalConditionText} />
    </Disclosure>
  );
}
