import type { DeviceConfig } from '@companion/hub-client';
import { useDeviceConfig } from './shell-context';

/** platform.md §9: pounds unless the hub says otherwise. */
export const DEFAULT_CURRENCY = 'GBP';

/**
 * The hub's currency as an ISO 4217 code. The guest's language only decides how money is
 * written, never which money it is: a German guest on a pound-priced ship pays pounds. A value
 * Intl cannot format (a symbol, a word) would throw on every price, so it falls back to pounds.
 */
export function currencyOf(config: Pick<DeviceConfig, 'hub'>): string {
  const code = config.hub.currency?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

export function useCurrency(): string {
  return currencyOf(useDeviceConfig());
}
