export { basketFeature } from './basket-feature';
export { basketRoutes } from './basket-routes';
export { basketMessages } from './basket-messages';
