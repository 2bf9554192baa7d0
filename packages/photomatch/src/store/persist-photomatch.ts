import { isIdempotencyKey, photoCartSchema, photoConsentSchema } from '@companion/hub-client';
import type { SliceCodec, StatePersistence } from '@companion/shell';
import { photoStore, type PhotoOrderAttempt, type PhotoState } from './photo-store';

type SavedAttempt = { cart: string; key: string; knownOrders: readonly string[] | null };
type SavedPhotomatch = {
  consent: PhotoState['consent'] | null;
  cart: PhotoState['cart'] | null;
  upsellOffered: boolean;
  orderAttempt?: SavedAttempt;
};

function parseOrderAttempt(saved: unknown): PhotoOrderAttempt | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const { cart, key, knownOrders } = saved as Record<string, unknown>;
  if (typeof cart !== 'string' || !isIdempotencyKey(key)) return undefined;
  // The key is what keeps a resend from ordering twice, so a list of known orders that does not
  // check out costs only the list: without it a lost answer can be found "unknown", never "taken".
  const known = Array.isArray(knownOrders) && knownOrders.every((id) => typeof id === 'string') ? (knownOrders as string[]) : undefined;
  return { cart, key, knownOrders: known };
}

/**
 * The `photomatch` slice (platform.md §4.1): consent, cart, whether the upsell was shown, and the
 * order attempt survive a reload. The attempt is saved because a guest who reloads after an
 * order's answer was lost would otherwise order the same cart under a new key, and the hub would
 * take it twice. A saved copy is checked with the hub's own schemas; anything else is dropped (an
 * attempt that does not check out alone: the next press simply starts a new one).
 */
export const photomatchCodec: SliceCodec<PhotoState, SavedPhotomatch> = {
  save: ({ consent, cart, upsellOffered, orderAttempt }) => ({
    consent: consent ?? null,
    cart: cart ?? null,
    upsellOffered,
    ...(orderAttempt ? { orderAttempt: { ...orderAttempt, knownOrders: orderAttempt.knownOrders ?? null } } : {}),
  }),
  restore: (saved) => {
    if (!saved || typeof saved !== 'object') return undefined;
    const { consent, cart, upsellOffered, orderAttempt } = saved as Record<string, unknown>;
    const parsedCart = cart === null ? undefined : photoCartSchema.safeParse(cart);
    const parsedConsent = photoConsentSchema.safeParse(consent);
    if (parsedCart && !parsedCart.success) return undefined;
    const attempt = parseOrderAttempt(orderAttempt);
    return {
      // A saved null is "not asked yet" as far as this device knows: the hub is asked again.
      consent: parsedConsent.success && parsedConsent.data !== null ? parsedConsent.data : undefined,
      cart: parsedCart?.data,
      upsellOffered: upsellOffered === true,
      ...(attempt ? { orderAttempt: attempt } : {}),
    };
  },
};

export function persistPhotomatch(persistence: StatePersistence): void {
  persistence.persistSlice('photomatch', photoStore, photomatchCodec);
}
