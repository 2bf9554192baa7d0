export { excursionsRoutes } from './excursions-routes';
export { excursionsMessages } from './excursions-messages';
