// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getProblemCategories, getProblemReportConfig, getReportedProblems, reportProblem } from './problems';

const problem = {
  id: 9,
  problemNumber: 'PR-1009',
  description: 'Tap drips',
  status: 'InProgress',
  problemCategory: { id: 2, name: 'Plumbing' },
};

describe('problem calls', () => {
  it.each([
    ['categories', getProblemCategories, 'problem/categories', [{ id: 2, name: 'Plumbing' }]],
    ['reported problems', getReportedProblems, 'problem/report', [problem]],
    ['config', getProblemReportConfig, 'problem/report/config', { feedbackProfilePath: '/ratings/feedback/4' }],
  ] as const)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true });
    expect(requestedPath(requests[0])).toBe(path);
  });

  it('POST problem/report with description and category.id', async () => {
    const { hub, requests } = hubAnswering(problem);
    expect(await reportProblem(hub, { description: 'Tap drips', categoryId: 2 })).toMatchObject({
      ok: true,
      value: { problemNumber: 'PR-1009' },
    });
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ description: 'Tap drips', category: { id: 2 } });
  });
});
