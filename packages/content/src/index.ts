export { contentRoutes } from './content-routes';
export { contentMessages } from './content-messages';
export { useWayfinderProfiles } from './wayfinder/wayfinder-profiles';
