import { formatPrice } from './format-price';

/** A price with two decimals: `currency` is the hub's and `locale` the guest's language (the shell's useGuestLocale gives both). */
export function Price({ amount, locale, currency }: { amount: number; locale: string; currency: string }) {
  return <span>{formatPrice(amount, locale, currency)}</span>;
}
