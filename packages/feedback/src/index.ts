export { feedbackRoutes } from './feedback-routes';
export { feedbackMessages } from './feedback-messages';
export { feedbackFeature } from './feedback-feature';
