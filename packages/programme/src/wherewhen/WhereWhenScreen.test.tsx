import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderProgrammeScreen, type RenderProgrammeOptions } from '../test/render-programme-screen';
import { WhereWhenScreen } from './WhereWhenScreen';

afterEach(() => clearHubDataCache());

const whereWhen = (options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/wherewhen', () => <WhereWhenScreen />, { ...options, entry: '/wherewhen' });

describe('where and when', () => {
  it('lists each item with its place and time, linking to its article', async () => {
    await whereWhen();
    expect(await screen.findByRole('link', { name: 'Welcome from the Captain' })).toHaveAttribute('href', '/content/detail/1001');
    expect(screen.getByText('Bridge, Deck 10')).toBeInTheDocument();
    expect(screen.getByText('Daily address at 12:00')).toBeInTheDocument();
  });

  it('says there is nothing when the list is empty', async () => {
    await whereWhen({ overrides: [answeringCall('get', '*/cms/articles/whereAndWhen/', [])] });
    expect(await screen.findByText('There is nothing listed for where and when yet.')).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    await whereWhen({ overrides: [failingCall('get', '*/cms/articles/whereAndWhen/')] });
    expect(await screen.findByText('Where and when could not be loaded.')).toBeInTheDocument();
  });
});
