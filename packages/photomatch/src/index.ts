export { photomatchRoutes } from './photomatch-routes';
