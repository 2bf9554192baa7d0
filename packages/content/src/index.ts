export { contentRoutes } from './content-routes';
export { contentMessages } from './content-messages';
