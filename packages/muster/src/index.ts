export { musterRoutes } from './muster-routes';
export { musterMessages } from './muster-messages';
