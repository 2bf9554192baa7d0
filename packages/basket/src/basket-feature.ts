import type { FeatureContribution } from '@companion/shell';
import { cartStore, loadBookings, loadCart } from './cart/cart-store';
import { persistCart } from './cart/persist-cart';

/** The basket's part of start-up: cart and bookings, loaded at login, refreshed on start, wiped at logout. */
export const basketFeature: FeatureContribution = {
  name: 'basket',
  guestStores: [cartStore],
  loginLoaders: [
    { load: loadCart, refreshOnLoad: true },
    { load: loadBookings, refreshOnLoad: true },
  ],
  persistSlices: persistCart,
};
