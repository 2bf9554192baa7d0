export { wayfinderRoutes } from './wayfinder-routes';
export { wayfinderMessages } from './wayfinder-messages';
export { WayfinderPanel } from './panel/WayfinderPanel';
