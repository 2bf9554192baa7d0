// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getArticlesByHashtag,
  getCategoriesByHashtag,
  getConditions,
  getProblemCategories,
  getProblemReportConfig,
  getRatingProfile,
  getRatingProfiles,
  getReportedProblems,
  loginByPms,
  reportProblem,
  sendRatingAnswer,
} from '@companion/hub-client';
import { demoGuests } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { areaState } from '../demo-hub-area';
import { feedbackContentHandlers } from './handlers';
import { feedbackArea } from './index';

async function loggedIn(guest: keyof typeof demoGuests = 'smith') {
  const client = demoClient('app.localhost', { overrides: feedbackContentHandlers() });
  const { accountNumber, cabin, pin } = demoGuests[guest];
  client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
  return client;
}

describe('the ratings answers parse with the client’s schemas', () => {
  it('lists six profiles and serves each with its fields and questions, every kind present', async () => {
    const { hub } = demoClient();
    const profiles = expectOk(await getRatingProfiles(hub, false));
    expect(profiles).toHaveLength(6);
    const full = await Promise.all(profiles.map(async (profile) => expectOk(await getRatingProfile(hub, profile.id))));
    const fields = full.flatMap((profile) => profile.fields ?? []);
    const questions = full.flatMap((profile) => profile.questions ?? []);
    expect(fields.some((field) => field.multipleChoice)).toBe(true);
    expect(fields.some((field) => !field.multipleChoice)).toBe(true);
    expect(fields.some((field) => field.mandatory === false)).toBe(true);
    expect(questions.some((question) => question.inputText)).toBe(true);
    expect(questions.some((question) => question.inputTextSmall)).toBe(true);
    expect(questions.some((question) => question.inputRating)).toBe(true);
    // The "rate and comment" question, so the demo shows a question with both inputs.
    expect(questions.some((question) => question.inputRating && question.inputText)).toBe(true);
    expect(full.some((profile) => profile.acceptTandC)).toBe(true);
  });

  it('serves the all-in-one profiles, category and the rating conditions', async () => {
    const { hub } = demoClient('app.localhost', { overrides: feedbackContentHandlers() });
    expect(expectOk(await getRatingProfiles(hub, true)).length).toBeGreaterThan(0);
    expect(expectOk(await getCategoriesByHashtag(hub, 'allInOneFeedback'))[0]?.title).toBe('Your day on board');
    expect(expectOk(await getConditions(hub, 'Rating')).conditionText).toContain('cabin number');
  });

  it('records each answer and fails the one profile told to', async () => {
    const { hub, demo } = demoClient();
    expectOk(await sendRatingAnswer(hub, { id: 1, fields: [], answers: [{ id: 101, rating: 8 }] }));
    expect(await sendRatingAnswer(hub, { id: 4, fields: [], answers: [] })).toMatchObject({ ok: false });
    expect(areaState(demo.state, feedbackArea).ratingAnswers).toHaveLength(2);
  });
});

describe('the problem answers parse with the client’s schemas', () => {
  it('needs a login', async () => {
    expect(await getReportedProblems(demoClient().hub)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('serves eight categories, problems in every status and the feedback path', async () => {
    const { hub } = await loggedIn();
    expect(expectOk(await getProblemCategories(hub))).toHaveLength(8);
    const problems = expectOk(await getReportedProblems(hub));
    expect(new Set(problems.map((problem) => problem.status))).toEqual(
      new Set(['Resolved', 'InProgress', 'InvestigationRequired', 'Forwarded to the hotel director']),
    );
    expect(problems.some((problem) => problem.status === 'Resolved' && problem.solution)).toBe(true);
    expect(problems.some((problem) => problem.status === 'Resolved' && !problem.solution)).toBe(true);
    expect(expectOk(await getProblemReportConfig(hub)).feedbackProfilePath).toBe('/ratings/feedback/6');
  });

  it('takes a report, numbers it and lists it', async () => {
    const { hub } = await loggedIn();
    const problem = expectOk(await reportProblem(hub, { description: 'The safe does not open.', categoryId: 8 }));
    expect(problem.problemNumber).toMatch(/^PR-\d+$/);
    expect(expectOk(await getReportedProblems(hub)).at(-1)?.description).toBe('The safe does not open.');
  });

  it('refuses a report without a category or with 500 characters', async () => {
    const { hub } = await loggedIn();
    expect(await reportProblem(hub, { description: 'x', categoryId: 99 })).toMatchObject({ ok: false });
    expect(await reportProblem(hub, { description: 'x'.repeat(500), categoryId: 1 })).toMatchObject({ ok: false });
  });

  it('fails the report, every rating answer and the feedback path when told to', async () => {
    const client = await loggedIn();
    const own = areaState(client.demo.state, feedbackArea);
    own.failProblemReport = true;
    own.failRatingAnswer = true;
    own.feedbackProfilePath = null;
    expect(await reportProblem(client.hub, { description: 'The safe does not open.', categoryId: 8 })).toMatchObject({
      ok: false,
      error: { status: 500 },
    });
    expect(await sendRatingAnswer(client.hub, { id: 1, fields: [], answers: [{ id: 101, rating: 8 }] })).toMatchObject({ ok: false });
    expect(expectOk(await getProblemReportConfig(client.hub)).feedbackProfilePath ?? null).toBeNull();
  });

  it('serves the two problem tiles', async () => {
    const { hub } = await loggedIn();
    expect(expectOk(await getArticlesByHashtag(hub, 'problemReportingTiles')).map((tile) => tile.title)).toEqual([
      'Report a problem',
      'Track your problems',
    ]);
  });
});
