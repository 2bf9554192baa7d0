export { vodFeature } from './vod-feature';
export { vodRoutes } from './vod-routes';
