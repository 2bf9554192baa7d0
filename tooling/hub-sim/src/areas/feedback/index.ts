import type { DemoHubArea } from '../demo-hub-area';
import { feedbackHandlers } from './handlers';
import { createFeedbackState, type FeedbackAreaState } from './state';

/** The demo hub's ratings and problem reporting: profiles, conditions, categories and each guest's problems. */
export const feedbackArea: DemoHubArea<FeedbackAreaState> = {
  name: 'feedback',
  createState: createFeedbackState,
  handlers: feedbackHandlers,
};

export type { FeedbackAreaState } from './state';
export { feedbackHandlers, feedbackContentHandlers } from './handlers';
export { demoRatingProfiles, demoAllInOneProfiles, demoAllInOneCategory, DEMO_FAILING_RATING_PROFILE_ID } from './fixtures/rating-profiles';
export { demoProblemCategories, problemReportingTiles } from './fixtures/problems';
