export { programmeRoutes } from './programme-routes';
