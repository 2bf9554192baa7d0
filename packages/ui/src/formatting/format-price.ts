/** Prices always show 2 decimals in the guest's currency (platform.md §9). */
export function formatPrice(amount: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
