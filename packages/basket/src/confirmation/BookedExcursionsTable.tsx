import { useDateLocale, useGuestLocale, useMessages } from '@companion/shell';
import { DateText, Price, StackedTable } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import type { ConfirmedExcursion } from './sort-excursions';

/** The ordered excursions: a table where there is room, a block of labelled lines per excursion on a phone. */
export function BookedExcursionsTable({ excursions }: { excursions: readonly ConfirmedExcursion[] }) {
  const t = useMessages(basketMessages);
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  return (
    <StackedTable
      name={t('bookedExcursions')}
      hideName
      columns={[t('excursion'), t('port'), t('date'), t('guests'), t('price')]}
      rows={excursions.map((excursion) => ({
        key: excursion.key,
        cells: [
          excursion.excursionName,
          excursion.portName,
          <DateText key="date" value={excursion.date} locale={dateLocale} />,
          excursion.passengers.map((passenger) => `${passenger.firstName} ${passenger.lastName}`).join(', '),
          <Price key="price" amount={excursion.price} locale={locale} currency={currency} />,
        ],
      }))}
    />
  );
}
