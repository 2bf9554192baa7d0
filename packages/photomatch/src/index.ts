export { photomatchRoutes } from './photomatch-routes';
export { photomatchMessages } from './photomatch-messages';
export { photomatchFeature } from './photomatch-feature';
export { PhotoBasketButton } from './shell-parts/PhotoBasketButton';
export { PhotoOfferBanner } from './shell-parts/PhotoOfferBanner';
