export { feedbackRoutes } from './feedback-routes';
