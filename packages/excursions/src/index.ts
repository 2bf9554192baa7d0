export { excursionsRoutes } from './excursions-routes';
