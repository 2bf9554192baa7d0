import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall } from '@companion/hub-sim';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { ProblemOverviewScreen } from './ProblemOverviewScreen';

const open = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/problem/overview', () => <ProblemOverviewScreen />, { entry: '/problem/overview', ...options });

describe('the problem overview', () => {
  it('has a tile for each action, worded by the problemReportingTiles articles', async () => {
    await open();
    const tiles = await screen.findByRole('list', { name: 'What would you like to do?' });
    expect(within(tiles).getByRole('link', { name: /Report a problem/ })).toHaveAttribute('href', '/problem/new');
    expect(within(tiles).getByRole('link', { name: /Track your problems/ })).toHaveAttribute('href', '/problem/tracking');
  });

  it('keeps both tiles when the hub has no tile articles', async () => {
    await open({ overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [])] });
    const tiles = await screen.findByRole('list', { name: 'What would you like to do?' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/problem/new', '/problem/tracking']);
  });
});
