import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areaState, failingCall, feedbackArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { reportHubReachable, reportHubUnreachable } from '@companion/shell';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { ProblemNewScreen } from '../problems/ProblemNewScreen';
import { ProblemTrackingScreen } from '../problems/ProblemTrackingScreen';
import { RatingFeedbackScreen } from '../ratings/RatingFeedbackScreen';
import { outboxItems, setOutboxStorage } from './outbox';
import { outboxItem } from './outbox-item';
import { stopOutboxSender } from './outbox-sender';
import { memoryOutboxStorage, type OutboxStorage } from './outbox-storage';

let storage: OutboxStorage;
beforeEach(() => {
  storage = memoryOutboxStorage();
  setOutboxStorage(storage);
});
afterEach(() => {
  stopOutboxSender();
  reportHubReachable();
  clearAuthentication();
});

/** Every problem/report POST's Idempotency-Key, in order, whether or not its answer came back. */
function watchReports(keys: (string | null)[], lose: { next: number } = { next: 0 }): RenderFeedbackOptions['wrapFetch'] {
  return (demoFetch) => async (input, init) => {
    const request = new Request(input, init);
    const report = request.method === 'POST' && request.url.endsWith('/problem/report');
    if (report) keys.push(request.headers.get('Idempotency-Key'));
    const response = await demoFetch(request);
    // The hub got it, but the answer is lost on the way back, as when Wi-Fi drops mid-send.
    if (report && lose.next > 0) {
      lose.next -= 1;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

const openProblemForm = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/problem/new', () => <ProblemNewScreen />, { entry: '/problem/new', guest: 'smith', ...options });

async function reportDrippingTap() {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Plumbing');
  await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'The tap drips.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** A proxy's page in place of the hub's answer; with `afterHub` the hub got the report and created it. */
const proxyFailure = () =>
  new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });

/**
 * Every problem/report POST's Idempotency-Key; the first `answers.length` POSTs are answered as
 * given instead of by the hub ('created' lets the hub create the report, then loses its answer to a proxy).
 */
function answerReports(keys: (string | null)[], answers: ('created' | Response)[]): RenderFeedbackOptions['wrapFetch'] {
  return (demoFetch) => async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || !request.url.endsWith('/problem/report')) return demoFetch(request);
    keys.push(request.headers.get('Idempotency-Key'));
    const answer = answers.shift();
    if (answer === undefined) return demoFetch(request);
    if (answer === 'created') {
      await demoFetch(request);
      return proxyFailure();
    }
    return answer;
  };
}

const refusal = () =>
  new Response(JSON.stringify({ code: 'PROBLEM_INVALID', message: 'Not accepted.' }), {
    status: 422,
    headers: { 'Content-Type': 'application/json' },
  });

const failed = () => screen.findByText('There has been an issue with submitting your problem, please try again');
const submitAgain = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
};

describe('submitting a problem report again after a failed send', () => {
  // A 5xx may come from a proxy in front of a hub that created the report: the outcome is open.
  it('resends the same report with the same key after a 5xx: the hub creates it once', async () => {
    const keys: (string | null)[] = [];
    const { demoState } = await openProblemForm({ wrapFetch: answerReports(keys, ['created']) });
    await reportDrippingTap();
    await failed();
    await submitAgain();
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(areaState(demoState, feedbackArea).problemReports).toHaveLength(1);
  });

  it('resends the same report with the same key after an unreadable answer', async () => {
    const keys: (string | null)[] = [];
    const unreadable = new Response('{"problemNumber":', { status: 200, headers: { 'Content-Type': 'application/json' } });
    await openProblemForm({ wrapFetch: answerReports(keys, [unreadable]) });
    await reportDrippingTap();
    await failed();
    await submitAgain();
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    expect(keys[1]).toBe(keys[0]);
  });

  // A 4xx is the hub's plain no: it created nothing, and the key's first answer would be that no again.
  it('sends the report with a new key after the hub refused it', async () => {
    const keys: (string | null)[] = [];
    const { demoState } = await openProblemForm({ wrapFetch: answerReports(keys, [refusal()]) });
    await reportDrippingTap();
    await failed();
    await submitAgain();
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(areaState(demoState, feedbackArea).problemReports).toHaveLength(1);
  });

  it('sends a changed report with a new key, and the first text again with its first key', async () => {
    const keys: (string | null)[] = [];
    await openProblemForm({ wrapFetch: answerReports(keys, [proxyFailure(), proxyFailure()]) });
    await reportDrippingTap();
    await failed();
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), ' Loudly.');
    await submitAgain();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    const field = screen.getByRole('textbox', { name: 'Describe the problem' });
    await userEvent.clear(field);
    await userEvent.type(field, 'The tap drips.');
    await submitAgain();
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    expect(keys[2]).toBe(keys[0]);
  });
});

describe('sending a rating again after a failed send', () => {
  it('resends the same answers with the same key after a 5xx: the hub keeps them once', async () => {
    const keys: (string | null)[] = [];
    let first = true;
    const { demoState } = await renderFeedbackScreen('/ratings/feedback/:id', () => <RatingFeedbackScreen />, {
      entry: '/ratings/feedback/1',
      wrapFetch: (demoFetch) => async (input, init) => {
        const request = new Request(input, init);
        if (request.method !== 'POST' || !request.url.endsWith('/ratings/answer')) return demoFetch(request);
        keys.push(request.headers.get('Idempotency-Key'));
        const answer = await demoFetch(request);
        if (!first) return answer;
        // The hub kept the answers; a proxy lost its reply.
        first = false;
        return proxyFailure();
      },
    });
    const before = areaState(demoState, feedbackArea).ratingAnswers.length;
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dessert' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Late sitting (20:30)' }));
    for (const question of ['How would you rate the food?', 'How would you rate the service?'])
      await userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: '9 stars' }));
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(areaState(demoState, feedbackArea).ratingAnswers).toHaveLength(before + 1);
  });
});

describe('the feedback outbox', () => {
  it('keeps a problem reported offline as waiting, with an idempotency key, and sends it once the hub answers again', async () => {
    const keys: (string | null)[] = [];
    const { demoState } = await openProblemForm({ wrapFetch: watchReports(keys) });
    reportHubUnreachable();
    await reportDrippingTap();
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting to send — will be sent when you are back online');
    const [waiting] = await storage.all();
    expect(waiting?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual([]);
    reportHubReachable();
    await waitFor(() => expect(areaState(demoState, feedbackArea).problemReports).toHaveLength(1));
    expect(keys).toEqual([waiting?.key]);
    await waitFor(() => expect(outboxItems()).toEqual([]));
    expect(await storage.all()).toEqual([]);
  });

  it('keeps a report whose answer was lost and resends it with the same key: the hub creates it once', async () => {
    const keys: (string | null)[] = [];
    const { demoState } = await openProblemForm({ wrapFetch: watchReports(keys, { next: 1 }) });
    await reportDrippingTap();
    expect(await screen.findByText('Waiting to send — will be sent when you are back online')).toBeInTheDocument();
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 4_000 });
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(outboxItems()).toEqual([]));
    expect(areaState(demoState, feedbackArea).problemReports).toHaveLength(1);
  });

  it('sends what a previous visit left waiting when a feedback screen opens, and lists it as waiting until then', async () => {
    const left = outboxItem({ kind: 'problem', report: { description: 'No hot water.', categoryId: 3 }, label: 'Plumbing: No hot water.' });
    setOutboxStorage(memoryOutboxStorage([left]));
    reportHubUnreachable();
    const { demoState } = await renderFeedbackScreen('/problem/tracking', () => <ProblemTrackingScreen />, {
      entry: '/problem/tracking',
      guest: 'smith',
    });
    const list = await screen.findByRole('list', { name: 'Reports and ratings waiting to send' });
    expect(list).toHaveTextContent('Plumbing: No hot water.');
    expect(list).toHaveTextContent('Waiting to send — will be sent when you are back online');
    reportHubReachable();
    await waitFor(() =>
      expect(areaState(demoState, feedbackArea).problemReports).toEqual([{ description: 'No hot water.', category: { id: 3 } }]),
    );
    // "Waiting to send" turns into "Sent" where the guest was looking.
    const sentList = await screen.findByRole('list', { name: 'Reports and ratings sent' });
    expect(sentList).toHaveTextContent('Plumbing: No hot water.');
    expect(sentList).toHaveTextContent('Sent — the ship has it');
    expect(screen.queryByRole('list', { name: 'Reports and ratings waiting to send' })).toBeNull();
  });

  it('lets the guest remove a report the hub refused: it is never sent again, and it leaves the list and the storage', async () => {
    const left = outboxItem({ kind: 'problem', report: { description: 'Door sticks.', categoryId: 3 }, label: 'Cabin: Door sticks.' });
    const outbox = memoryOutboxStorage([left]);
    setOutboxStorage(outbox);
    await renderFeedbackScreen('/problem/tracking', () => <ProblemTrackingScreen />, {
      entry: '/problem/tracking',
      guest: 'smith',
      overrides: [failingCall('post', '*/problem/report', 422)],
    });
    const list = await screen.findByRole('list', { name: 'Reports and ratings waiting to send' });
    expect(await within(list).findByText('Could not be sent: the ship did not accept it')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Cabin: Door sticks.' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Reports and ratings waiting to send' })).toBeNull());
    expect(outboxItems()).toEqual([]);
    expect(await outbox.all()).toEqual([]);
  });

  it('keeps a rating sent offline and sends it when the hub answers again', async () => {
    const { demoState } = await renderFeedbackScreen('/ratings/feedback/:id', () => <RatingFeedbackScreen />, {
      entry: '/ratings/feedback/1',
    });
    const before = areaState(demoState, feedbackArea).ratingAnswers.length;
    reportHubUnreachable();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dessert' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Late sitting (20:30)' }));
    for (const question of ['How would you rate the food?', 'How would you rate the service?'])
      await userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: '9 stars' }));
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Waiting to send — will be sent when you are back online')).toBeInTheDocument();
    expect(areaState(demoState, feedbackArea).ratingAnswers).toHaveLength(before);
    reportHubReachable();
    await waitFor(() => expect(areaState(demoState, feedbackArea).ratingAnswers).toHaveLength(before + 1));
  });
});
