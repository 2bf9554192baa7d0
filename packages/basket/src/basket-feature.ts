import type { FeatureContribution } from '@companion/shell';
import { cartStore } from './cart/cart-state';

// The hub calls and the saved copies' checks use the basket schemas (and zod): both load behind
// dynamic imports, so the app's first download holds only the store (docs/performance.md).
const cartCalls = () => import('./cart/cart-store');
const cartSlices = () => import('./cart/persist-cart');

/** The basket's part of start-up: cart and bookings, loaded at login, refreshed on start, wiped at logout. */
export const basketFeature: FeatureContribution = {
  name: 'basket',
  guestStores: [cartStore],
  loginLoaders: [
    { load: async (hub) => (await cartCalls()).loadCart(hub), refreshOnLoad: true },
    { load: async (hub) => (await cartCalls()).loadBookings(hub), refreshOnLoad: true },
  ],
  persistSlices: async (persistence) => (await cartSlices()).persistCart(persistence),
};
