export { programmeRoutes } from './programme-routes';
export { programmeMessages } from './programme-messages';
