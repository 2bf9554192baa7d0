import { getInvoices, type HubClient, type InvoiceLine } from '@companion/hub-client';
import { HubDataState, useDateLocale, useGuestLocale, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { DateText, Price, TimeText } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { chargeTotal, sortCharges, toPay } from './invoice-lines';

/**
 * The guest's onboard charges (GET pms/invoices): a section of /my_account, because the spec
 * names the call and its fields but no page of its own (docs/decisions.md).
 */
/** Sorted once as they arrive, so the statement reads in date order. */
async function getSortedCharges(hub: HubClient) {
  const result = await getInvoices(hub);
  return result.ok ? { ...result, value: sortCharges(result.value) } : result;
}

export function OnboardCharges() {
  const t = useMessages(accountMessages);
  const data = useHubData(getSortedCharges);
  return (
    <section aria-labelledby="charges-title">
      <h2 id="charges-title" className={styles.subtitle}>
        {t('chargesTitle')}
      </h2>
      <HubDataState
        data={data}
        loadingLabel={t('loadingCharges')}
        failedTitle={t('chargesFailed')}
        empty={{ when: (lines) => lines.length === 0, title: t('no_charges') }}
      >
        {(lines) => <ChargesTable lines={lines} />}
      </HubDataState>
    </section>
  );
}

function ChargesTable({ lines }: { lines: InvoiceLine[] }) {
  const t = useMessages(accountMessages);
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  const { use12HourTime } = useThemeSettings();
  return (
    <table className={styles.table} aria-label={t('chargesTitle')}>
      <thead>
        <tr>
          <th className={styles.cell}>{t('date')}</th>
          <th className={styles.cell}>{t('department')}</th>
          <th className={styles.cell}>{t('description')}</th>
          <th className={styles.amountCell}>{t('charge')}</th>
          <th className={styles.amountCell}>{t('discount')}</th>
          <th className={styles.amountCell}>{t('amountToPay')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Charge lines carry no id; their position in the sorted statement is what tells two identical drinks apart.
          <tr key={`${line.chargeDate}|${line.department}|${index}`}>
            <td className={styles.cell}>
              <DateText value={line.chargeDate} locale={dateLocale} />{' '}
              <TimeText value={line.chargeDate.slice(11, 16)} use12HourTime={use12HourTime} />
            </td>
            <td className={styles.cell}>{line.department}</td>
            <td className={styles.cell}>{line.description}</td>
            <td className={styles.amountCell}>
              <Price amount={line.charges} locale={locale} currency={currency} />
            </td>
            <td className={styles.amountCell}>
              {line.discounts ? <Price amount={-line.discounts} locale={locale} currency={currency} /> : null}
            </td>
            <td className={styles.amountCell}>
              <Price amount={toPay(line)} locale={locale} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th className={styles.cell} scope="row" colSpan={5}>
            {t('chargesTotal')}
          </th>
          <td className={styles.amountCell}>
            <Price amount={chargeTotal(lines)} locale={locale} currency={currency} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
