export { wayfinderRoutes } from './wayfinder-routes';
