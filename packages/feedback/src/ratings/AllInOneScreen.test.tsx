import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, areaState, failingCall, feedbackArea } from '@companion/hub-sim';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { AllInOneScreen } from './AllInOneScreen';

const open = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/ratings/allinone', () => <AllInOneScreen />, { entry: '/ratings/allinone', ...options });
const choose = (profile: string, answer: 'Yes' | 'No') =>
  userEvent.click(within(screen.getByRole('group', { name: `Did you use ${profile}?` })).getByRole('radio', { name: answer }));

describe('the all-in-one feedback', () => {
  it('is titled by the allInOneFeedback category and asks yes or no per profile', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Your day on board' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Did you use Pool deck?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Did you use Buffet restaurant?' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How would you rate the pool deck?' })).toBeNull();
  });

  it('needs every yes/no and, for yes, that profile’s mandatory answers', async () => {
    const { demoState } = await open();
    await screen.findByRole('heading', { name: 'Your day on board' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getAllByText('This field is mandatory')).toHaveLength(2);
    await choose('Pool deck', 'Yes');
    await choose('Buffet restaurant', 'No');
    expect(screen.getAllByText('This field is mandatory')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'How would you rate the pool deck?' })).toHaveAccessibleDescription('This field is mandatory');
    expect(areaState(demoState, feedbackArea).ratingAnswers).toHaveLength(0);
  });

  it('sends one answer per profile answered yes', async () => {
    const { demoState } = await open();
    await screen.findByRole('heading', { name: 'Your day on board' });
    await choose('Pool deck', 'Yes');
    await choose('Buffet restaurant', 'No');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'How would you rate the pool deck?' })).getByRole('radio', { name: '8 stars' }),
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(areaState(demoState, feedbackArea).ratingAnswers).toEqual([{ id: 7, fields: [], answers: [{ id: 701, rating: 8 }] }]);
  });

  it('after a partial failure sends only the profiles not yet saved', async () => {
    let failedOnce = false;
    const { demoState } = await open({
      wrapFetch: (demoFetch) => async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.url.includes('ratings/answer') && !failedOnce && (await request.clone().text()).includes('"id":8')) {
          failedOnce = true;
          return Response.json({ failed: true });
        }
        return demoFetch(request);
      },
    });
    await screen.findByRole('heading', { name: 'Your day on board' });
    await choose('Pool deck', 'Yes');
    await choose('Buffet restaurant', 'Yes');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'How would you rate the pool deck?' })).getByRole('radio', { name: '8 stars' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunch' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'How would you rate the choice of food?' })).getByRole('radio', { name: '6 stars' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('The feedback cannot be completed, please contact the relevant team')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(areaState(demoState, feedbackArea).ratingAnswers.map((answer) => (answer as { id: number }).id)).toEqual([7, 8]);
  });

  it('says so when there is no all-in-one feedback', async () => {
    await open({ overrides: [answeringCall('get', '*/ratings/profiles', [])] });
    expect(await screen.findByText('There is no all-in-one feedback at the moment.')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    await open({ overrides: [failingCall('get', '*/ratings/profiles')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The all-in-one feedback could not be loaded.');
  });
});
