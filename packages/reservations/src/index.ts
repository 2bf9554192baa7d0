export { reservationsRoutes } from './reservations-routes';
