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

/**
 * Six columns do not fit a phone: there the department goes under the description and a discount
 * under the amount, and the charge and discount columns are left out (the amount says what is owed).
 */
function ChargesTable({ lines }: { lines: InvoiceLine[] }) {
  const t = useMessages(accountMessages);
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  const { use12HourTime } = useThemeSettings();
  // With large text a phone may still be too narrow for three columns: the table scrolls sideways
  // in its own box (reachable with the keyboard), never the page.
  return (
    <div className={styles.tableScroller} role="group" aria-labelledby="charges-title" tabIndex={0}>
      <table className={styles.table} aria-label={t('chargesTitle')}>
        <thead>
          <tr>
            <th className={styles.cell}>{t('date')}</th>
            <th className={`${styles.cell} ${styles.wideOnly}`}>{t('department')}</th>
            <th className={styles.cell}>{t('description')}</th>
            <th className={`${styles.amountCell} ${styles.wideOnly}`}>{t('charge')}</th>
            <th className={`${styles.amountCell} ${styles.wideOnly}`}>{t('discount')}</th>
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
              <td className={`${styles.cell} ${styles.wideOnly}`}>{line.department}</td>
              <td className={styles.cell}>
                {line.description}
                <span className={`${styles.narrowOnly} ${styles.cellNote}`}>{line.department}</span>
              </td>
              <td className={`${styles.amountCell} ${styles.wideOnly}`}>
                <Price amount={line.charges} locale={locale} currency={currency} />
              </td>
              <td className={`${styles.amountCell} ${styles.wideOnly}`}>
                {line.discounts ? <Price amount={-line.discounts} locale={locale} currency={currency} /> : null}
              </td>
              <td className={styles.amountCell}>
                <Price amount={toPay(line)} locale={locale} currency={currency} />
                {line.discounts ? (
                  <span className={`${styles.narrowOnly} ${styles.cellNote}`}>
                    {t('discount')} <Price amount={-line.discounts} locale={locale} currency={currency} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            {/* A column span counts left-out columns too, so the phone's total spans its own two. */}
            <th className={`${styles.cell} ${styles.wideOnly}`} scope="row" colSpan={5}>
              {t('chargesTotal')}
            </th>
            <th className={`${styles.cell} ${styles.narrowOnlyCell}`} scope="row" colSpan={2}>
              {t('chargesTotal')}
            </th>
            <td className={styles.amountCell}>
              <Price amount={chargeTotal(lines)} locale={locale} currency={currency} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
