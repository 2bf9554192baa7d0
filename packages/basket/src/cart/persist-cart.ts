import { bookingsSchema, cartSchema, isIdempotencyKey } from '@companion/hub-client';
import { fieldCodec, type SliceCodec, type StatePersistence } from '@companion/shell';
import type { CartState, OrderAttempt } from './cart-state';
import { cartStore } from './cart-state';

type SavedCart = { cart: CartState['cart'] | null; orderAttempt: OrderAttempt | null } | null;

function parseOrderAttempt(saved: unknown): OrderAttempt | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const { basket, key } = saved as Record<string, unknown>;
  return typeof basket === 'string' && isIdempotencyKey(key) ? { basket, key } : undefined;
}

/**
 * The `cart` slice: the basket and the checkout attempt that orders it. The attempt is saved
 * because a guest who reloads after an order's answer was lost would otherwise order the same
 * basket under a new key, and the hub would take it twice. The cart is checked with the hub's
 * schema (a tampered or outdated one drops the slice); an attempt that does not check out is
 * dropped alone, and the next press simply starts a new one.
 */
export const cartCodec: SliceCodec<CartState, SavedCart> = {
  save: ({ cart, orderAttempt }) =>
    cart === undefined && orderAttempt === undefined ? null : { cart: cart ?? null, orderAttempt: orderAttempt ?? null },
  restore: (saved) => {
    if (saved === null) return {};
    if (!saved || typeof saved !== 'object') return undefined;
    // Saved before the attempt was: the bare cart.
    if (!('cart' in saved)) {
      const cart = cartSchema.safeParse(saved).data;
      return cart ? { cart } : undefined;
    }
    const { cart, orderAttempt } = saved as Record<string, unknown>;
    const parsed = cart === null ? undefined : cartSchema.safeParse(cart);
    if (parsed && !parsed.success) return undefined;
    const attempt = parseOrderAttempt(orderAttempt);
    return { cart: parsed?.data, ...(attempt ? { orderAttempt: attempt } : {}) };
  },
};

/**
 * The basket survives a reload (issue "basket"); a saved copy is checked with the hub's own
 * schemas, so a tampered or outdated one is dropped rather than shown.
 */
export function persistCart(persistence: StatePersistence): void {
  persistence.persistSlice('cart', cartStore, cartCodec);
  persistence.persistSlice(
    'bookings',
    cartStore,
    fieldCodec('bookings', (saved) => bookingsSchema.safeParse(saved).data),
  );
}
