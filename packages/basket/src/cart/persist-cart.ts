import { bookingsSchema, cartSchema } from '@companion/hub-client';
import { fieldCodec, type StatePersistence } from '@companion/shell';
import { cartStore } from './cart-state';

/**
 * The basket survives a reload (issue "basket"); a saved copy is checked with the hub's own
 * schemas, so a tampered or outdated one is dropped rather than shown.
 */
export function persistCart(persistence: StatePersistence): void {
  persistence.persistSlice(
    'cart',
    cartStore,
    fieldCodec('cart', (saved) => cartSchema.safeParse(saved).data),
  );
  persistence.persistSlice(
    'bookings',
    cartStore,
    fieldCodec('bookings', (saved) => bookingsSchema.safeParse(saved).data),
  );
}
