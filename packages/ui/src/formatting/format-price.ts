import { remembered } from './remembered';

// One Intl formatter per locale and currency: building one costs far more than using it.
const priceFormats = remembered<Intl.NumberFormat>(50);

/** Prices always show 2 decimals (platform.md §9); the currency is the hub's, the locale only writes it. */
export function formatPrice(amount: number, locale: string, currency: string): string {
  return priceFormats(
    `${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);
}
