import { http, HttpResponse } from 'msw';
import { bodyOf, hubErrorAnswer, withSession } from '../../handlers/answers';
import type { HubState } from '../../hub-state';
import {
  DEMO_FAILING_RATING_PROFILE_ID,
  demoAllInOneCategory,
  demoAllInOneProfiles,
  demoRatingConditions,
  demoRatingProfiles,
} from './fixtures/rating-profiles';
import { demoProblemCategories, problemReportingTiles } from './fixtures/problems';
import { answerOnce } from './idempotency';
import type { FeedbackAreaState } from './state';

const listed = (profile: (typeof demoRatingProfiles)[number]) => ({ ...profile, fields: null, questions: null });

/** Ratings and problem reporting (media-and-guest-services §7). */
export function feedbackHandlers(hub: HubState, own: FeedbackAreaState) {
  return [
    http.get('*/ratings/profiles', ({ request }) => {
      const allInOne = new URL(request.url).searchParams.get('allInOne') === 'true';
      // The overview lists profiles only; the all-in-one page needs every field and question at once.
      return HttpResponse.json(allInOne ? demoAllInOneProfiles : demoRatingProfiles.map(listed));
    }),
    http.get('*/ratings/profiles/:id', ({ params }) => {
      const profile = [...demoRatingProfiles, ...demoAllInOneProfiles].find((entry) => String(entry.id) === params.id);
      return profile ? HttpResponse.json(profile) : hubErrorAnswer(404, 'NOT_FOUND', 'Rating profile not found');
    }),
    http.get('*/conditions/Rating', () => HttpResponse.json(demoRatingConditions)),
    http.post('*/ratings/answer', ({ request }) =>
      answerOnce(own.idempotentAnswers, request, async () => {
        const body = await bodyOf(request);
        own.ratingAnswers.push(body);
        const failed = own.failRatingAnswer || String(body.id) === String(DEMO_FAILING_RATING_PROFILE_ID);
        return HttpResponse.json({ failed });
      }),
    ),
    http.get(
      '*/problem/categories',
      withSession(hub, () => HttpResponse.json(demoProblemCategories)),
    ),
    http.get(
      '*/problem/report/config',
      withSession(hub, () => HttpResponse.json({ feedbackProfilePath: own.feedbackProfilePath })),
    ),
    http.get(
      '*/problem/report',
      withSession(hub, ({ session }) => HttpResponse.json(own.problems.get(session.guest.id) ?? [])),
    ),
    http.post(
      '*/problem/report',
      withSession(hub, ({ request, session }) =>
        answerOnce(own.idempotentAnswers, request, async () => {
          const body = await bodyOf(request);
          own.problemReports.push(body);
          if (own.failProblemReport) return hubErrorAnswer(500, 'DEMO_FAILURE', 'The demo hub was told to fail this call.');
          const categoryId = (body.category as { id?: unknown } | undefined)?.id;
          const category = demoProblemCategories.find((entry) => String(entry.id) === String(categoryId));
          const description = typeof body.description === 'string' ? body.description.trim() : '';
          if (!category || !description || description.length >= 500)
            return hubErrorAnswer(400, 'PROBLEM_INVALID', 'A category and a description under 500 characters are needed.');
          own.nextProblemNumber += 1;
          const problem = {
            id: own.nextProblemNumber,
            problemNumber: `PR-${own.nextProblemNumber}`,
            problemCategory: { ...category, category: category.name },
            description,
            receivedDateTime: hub.now().toISOString(),
            status: 'InProgress',
            solution: null,
          };
          own.problems.set(session.guest.id, [...(own.problems.get(session.guest.id) ?? []), problem]);
          return HttpResponse.json(problem);
        }),
      ),
    ),
    ...feedbackContentHandlers(),
  ];
}

/**
 * The all-in-one category and the problem tiles, answered before the content area's catch-all
 * when listed first (tests and stories pass them as overrides); everything else falls through.
 */
export function feedbackContentHandlers() {
  return [
    http.get('*/cms/categories/findByHashtag', ({ request }) =>
      new URL(request.url).searchParams.get('hashtag') === 'allInOneFeedback' ? HttpResponse.json([demoAllInOneCategory]) : undefined,
    ),
    http.get('*/cms/articles/findByHashtag', ({ request }) =>
      new URL(request.url).searchParams.get('hashtag') === 'problemReportingTiles' ? HttpResponse.json(problemReportingTiles) : undefined,
    ),
  ];
}
