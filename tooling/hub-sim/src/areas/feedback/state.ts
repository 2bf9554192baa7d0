import type { Problem } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { demoReportedProblems } from './fixtures/problems';
import type { RememberedAnswer } from './idempotency';

/** What the demo hub's feedback area remembers: answers received, problems reported, failures to act out. */
export type FeedbackAreaState = {
  /** Every ratings/answer body, in order (tests count them: one send, one request). */
  ratingAnswers: unknown[];
  /** By guest id, newest last. */
  problems: Map<string, Problem[]>;
  /** Every problem/report body, in order. */
  problemReports: unknown[];
  nextProblemNumber: number;
  /** problem/report/config answers no feedbackProfilePath when false. */
  feedbackProfilePath: string | null;
  /** Make ratings/answer answer failed: true / problem/report answer 500. */
  failRatingAnswer: boolean;
  failProblemReport: boolean;
  /** The first answer to each Idempotency-Key, given again to a repeat (issue 20's outbox). */
  idempotentAnswers: Map<string, RememberedAnswer>;
};

export function createFeedbackState(hub: HubState): FeedbackAreaState {
  return {
    ratingAnswers: [],
    problems: new Map(Object.entries(demoReportedProblems(hub.now()))),
    problemReports: [],
    nextProblemNumber: 10_600,
    feedbackProfilePath: '/ratings/feedback/6',
    failRatingAnswer: false,
    failProblemReport: false,
    idempotentAnswers: new Map(),
  };
}
