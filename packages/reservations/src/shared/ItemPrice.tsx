import { useGuestLocale, useMessages } from '@companion/shell';
import { Price } from '@companion/ui';
import { reservationsMessages } from '../reservations-messages';

/**
 * An item's price in the hub's currency, or "Included" when the hub gives none: part of the fare
 * (open-seating dining, free activities). The card, the detail page and the booking's
 * confirmation say it the same way.
 */
export function ItemPrice({ price }: { price: number | null | undefined }) {
  const t = useMessages(reservationsMessages);
  const { locale, currency } = useGuestLocale();
  return price !== null && price !== undefined ? <Price amount={price} locale={locale} currency={currency} /> : <>{t('included')}</>;
}
