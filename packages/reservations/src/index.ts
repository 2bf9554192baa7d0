export { reservationsRoutes } from './reservations-routes';
export { reservationsMessages } from './reservations-messages';
export { reservationsFeature } from './reservations-feature';
