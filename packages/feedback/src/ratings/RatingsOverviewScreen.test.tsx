import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { RatingsOverviewScreen } from './RatingsOverviewScreen';

const open = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/ratings/overview', () => <RatingsOverviewScreen />, { entry: '/ratings/overview', ...options });

describe('the ratings overview', () => {
  it('lists every profile, each linking to /ratings/feedback/{id}', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Feedback forms' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(within(list).getByRole('link', { name: /Dinner in the Aurora Restaurant/ })).toHaveAttribute('href', '/ratings/feedback/1');
    expect(screen.getByRole('link', { name: 'Rate your day in one go' })).toHaveAttribute('href', '/ratings/allinone');
  });

  it('says so when there is nothing to rate', async () => {
    await open({ overrides: [answeringCall('get', '*/ratings/profiles', [])] });
    expect(await screen.findByText('There is nothing to rate at the moment.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await open({ overrides: [failingCall('get', '*/ratings/profiles')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The feedback forms could not be loaded.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
