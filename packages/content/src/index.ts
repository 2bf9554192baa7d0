export { contentRoutes } from './content-routes';
export { contentMessages } from './content-messages';
export { MoreOnBoard } from './dashboard/MoreOnBoard';
