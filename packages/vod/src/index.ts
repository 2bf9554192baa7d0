export { vodRoutes } from './vod-routes';
