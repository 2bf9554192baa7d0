export { musterRoutes } from './muster-routes';
