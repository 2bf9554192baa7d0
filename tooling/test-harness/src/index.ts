export { LOADING_SELECTOR, untilScreenLoaded } from './until-screen-loaded';
