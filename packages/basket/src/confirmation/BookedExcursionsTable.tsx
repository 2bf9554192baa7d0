import { useDateLocale, useGuestLocale, useMessages } from '@companion/shell';
import { DateText, Price } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from './confirmation.css';
import type { ConfirmedExcursion } from './sort-excursions';

/**
 * The ordered excursions: a table where there is room, a block of labelled lines per excursion on
 * a phone (confirmation-layout.ts). The roles are spelled out because some browsers drop a table's
 * semantics once its rows are no longer displayed as table rows.
 */
export function BookedExcursionsTable({ excursions }: { excursions: readonly ConfirmedExcursion[] }) {
  const t = useMessages(basketMessages);
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  // The narrow layout's visible labels; hidden from screen readers, which hear the column heads.
  const label = (key: 'port' | 'date' | 'guests' | 'price') => (
    <span className={styles.cellLabel} aria-hidden="true">
      {t(key)}
    </span>
  );
  return (
    <div className={styles.excursionsFrame}>
      <table className={styles.table} role="table" aria-label={t('bookedExcursions')}>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {(['excursion', 'port', 'date', 'guests', 'price'] as const).map((key) => (
              <th key={key} className={styles.cell} role="columnheader" scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {excursions.map((excursion) => (
            <tr key={excursion.key} className={styles.row} role="row">
              <td className={`${styles.cell} ${styles.nameCell}`} role="cell">
                {excursion.excursionName}
              </td>
              <td className={styles.cell} role="cell">
                {label('port')}
                <span>{excursion.portName}</span>
              </td>
              <td className={styles.cell} role="cell">
                {label('date')}
                <DateText value={excursion.date} locale={dateLocale} />
              </td>
              <td className={styles.cell} role="cell">
                {label('guests')}
                <span>{excursion.passengers.map((passenger) => `${passenger.firstName} ${passenger.lastName}`).join(', ')}</span>
              </td>
              <td className={styles.cell} role="cell">
                {label('price')}
                <Price amount={excursion.price} locale={locale} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
