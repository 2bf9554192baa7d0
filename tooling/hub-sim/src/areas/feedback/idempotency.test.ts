// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginByPms, reportProblem, sendRatingAnswer, type HubClient } from '@companion/hub-client';
import { demoGuests } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { areaState } from '../demo-hub-area';
import { feedbackArea } from './index';

const keyed = (hub: HubClient, key: string): HubClient => ({
  ...hub,
  http: hub.http.extend({ hooks: { beforeRequest: [(request) => request.headers.set('Idempotency-Key', key)] } }),
});

describe('the demo hub answers a repeated Idempotency-Key with its first answer', () => {
  it('creates one problem for two sends of the same report, and a second for a new key', async () => {
    const client = demoClient();
    const { accountNumber, cabin, pin } = demoGuests.smith;
    client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
    const report = { description: 'The tap drips', categoryId: 2 };
    const first = expectOk(await reportProblem(keyed(client.hub, 'key-1'), report));
    const again = expectOk(await reportProblem(keyed(client.hub, 'key-1'), report));
    expect(again).toEqual(first);
    const state = areaState(client.demo.state, feedbackArea);
    expect(state.problemReports).toHaveLength(1);
    const other = expectOk(await reportProblem(keyed(client.hub, 'key-2'), report));
    expect(other.problemNumber).not.toBe(first.problemNumber);
    expect(state.problemReports).toHaveLength(2);
  });

  it('does not keep its own failure: the same report sent again after a 5xx is taken', async () => {
    const client = demoClient();
    const { accountNumber, cabin, pin } = demoGuests.smith;
    client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
    const state = areaState(client.demo.state, feedbackArea);
    const report = { description: 'The cabin is cold', categoryId: 2 };
    state.failProblemReport = true;
    const failed = await reportProblem(keyed(client.hub, 'key-5xx'), report);
    expect(failed.ok).toBe(false);
    state.failProblemReport = false;
    const taken = expectOk(await reportProblem(keyed(client.hub, 'key-5xx'), report));
    expect(taken.problemNumber).toMatch(/^PR-/);
    expect(expectOk(await reportProblem(keyed(client.hub, 'key-5xx'), report))).toEqual(taken);
  });

  it('records one rating answer for two sends with the same key', async () => {
    const client = demoClient();
    const answer = { id: 1, fields: [], answers: [{ id: 1, rating: 4 }] };
    expectOk(await sendRatingAnswer(keyed(client.hub, 'rating-1'), answer));
    expectOk(await sendRatingAnswer(keyed(client.hub, 'rating-1'), answer));
    expect(areaState(client.demo.state, feedbackArea).ratingAnswers).toHaveLength(1);
  });
});
