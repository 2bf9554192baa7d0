import './cart/cart-store';

export { basketRoutes } from './basket-routes';
export { persistCart } from './cart/persist-cart';
export { basketMessages } from './basket-messages';
