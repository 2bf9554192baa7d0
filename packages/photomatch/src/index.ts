export { photomatchRoutes } from './photomatch-routes';
export { photomatchMessages } from './photomatch-messages';
export { photomatchFeature } from './photomatch-feature';
export { LazyPhotoBasketButton as PhotoBasketButton, LazyPhotoOfferBanner as PhotoOfferBanner } from './shell-parts/lazy-shell-parts';
