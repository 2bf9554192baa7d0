import { formatPrice } from './format-price';

/** A price in the guest's currency with two decimals; `locale` and `currency` come from the shell. */
export function Price({ amount, locale, currency }: { amount: number; locale: string; currency: string }) {
  return <span>{formatPrice(amount, locale, currency)}</span>;
}
