import { bookingsSchema, cartSchema } from '@companion/hub-client';
import type { StatePersistence } from '@companion/shell';
import { cartStore } from './cart-store';

/**
 * The basket survives a reload (bookable-services.md, issue "basket"); what was saved is checked
 * with the hub's own schemas, so a tampered or outdated copy is dropped rather than shown.
 */
export function persistCart(persistence: StatePersistence): void {
  persistence.persistSlice('cart', cartStore, {
    save: (state) => state.cart ?? null,
    restore: (saved) => {
      if (saved === null) return {};
      const parsed = cartSchema.safeParse(saved);
      return parsed.success ? { cart: parsed.data } : undefined;
    },
  });
  persistence.persistSlice('bookings', cartStore, {
    save: (state) => state.bookings ?? null,
    restore: (saved) => {
      if (saved === null) return {};
      const parsed = bookingsSchema.safeParse(saved);
      return parsed.success ? { bookings: parsed.data } : undefined;
    },
  });
}
