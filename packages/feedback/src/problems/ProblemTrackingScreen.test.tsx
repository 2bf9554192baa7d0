import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall, areaState, failingCall, feedbackArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { ProblemTrackingScreen } from './ProblemTrackingScreen';

afterEach(() => clearAuthentication());

const open = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/problem/tracking', () => <ProblemTrackingScreen />, { entry: '/problem/tracking', guest: 'smith', ...options });
const card = (number: string) => screen.getByRole('listitem', { name: new RegExp(number) });

describe('tracking problems', () => {
  it('shows each status as §4 words it, and unknown ones as received', async () => {
    await open();
    await screen.findByRole('list', { name: 'Reported problems' });
    expect(card('PR-10502')).toHaveTextContent('In Progress');
    expect(card('PR-10503')).toHaveTextContent('Investigation is required');
    expect(card('PR-10501')).toHaveTextContent('Resolved');
    expect(card('PR-10505')).toHaveTextContent('Forwarded to the hotel director');
  });

  it('offers Leave Feedback only when resolved with a solution, opening the configured profile', async () => {
    await open();
    await screen.findByRole('list', { name: 'Reported problems' });
    expect(within(card('PR-10501')).getByRole('link', { name: 'Leave Feedback' })).toHaveAttribute('href', '/ratings/feedback/6');
    expect(within(card('PR-10504')).queryByRole('link', { name: 'Leave Feedback' })).toBeNull();
    expect(within(card('PR-10502')).queryByRole('link', { name: 'Leave Feedback' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Leave Feedback' })).toHaveLength(1);
  });

  it('offers no Leave Feedback without a configured feedbackProfilePath', async () => {
    await open({ seed: (state) => void (areaState(state, feedbackArea).feedbackProfilePath = null) });
    await screen.findByRole('list', { name: 'Reported problems' });
    expect(screen.queryByRole('link', { name: 'Leave Feedback' })).toBeNull();
  });

  it('says so when the guest reported nothing', async () => {
    await open({ overrides: [answeringCall('get', '*/problem/report', [])] });
    expect(await screen.findByText('You have not reported any problems.')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    await open({ overrides: [failingCall('get', '*/problem/report')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your problems could not be loaded.');
  });
});
