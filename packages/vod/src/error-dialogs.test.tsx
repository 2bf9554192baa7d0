import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaState, vodArea } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderVod } from './test/render-vod';
import { stubLayout } from './test/stub-layout';
import { clearVideoAuthentication } from './video-authentication/video-authentication-store';

stubLayout();
beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

/** The §8 dialog: its text, then Close closes it. */
async function expectErrorDialog(text: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('§8 error texts, each in a dialog with a close button', () => {
  it("shows the provider's own message when a list fails", async () => {
    await renderVod({ entry: '/vod/overview/movies', seed: (state) => areaState(state, vodArea).failing.add('vods/getVods') });
    await expectErrorDialog('The video service is not available at the moment');
    // The screen's own failed state stays, with its retry.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says 'No detailed message available' when the provider gives no message", async () => {
    await renderVod({ entry: '/vod/detail/12', seed: (state) => areaState(state, vodArea).failingQuietly.add('vods/getVods') });
    await expectErrorDialog('No detailed message available');
  });

  it("shows a network error's own message", async () => {
    // The ship's Wi-Fi drops the request: fetch rejects, as browsers do.
    const wrapFetch =
      (demo: typeof fetch): typeof fetch =>
      (input, init) =>
        String(input instanceof Request ? input.url : input).includes('vods/getProviders')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : demo(input, init);
    await renderVod({ entry: '/vod/overview/genre/series', wrapFetch });
    await expectErrorDialog('Failed to fetch');
  });

  it("says 'error while retrieving playout assets: …' when the player's assets cannot be had", async () => {
    await renderVod({ entry: '/vod/12', seed: (state) => areaState(state, vodArea).failing.add('vods/getPlayoutAssets') });
    await expectErrorDialog('error while retrieving playout assets: The video service is not available at the moment');
  });

  it('shows the failure of the channel line-up', async () => {
    await renderVod({ entry: '/channels', seed: (state) => areaState(state, vodArea).failing.add('channels/getChannelData') });
    await expectErrorDialog('The video service is not available at the moment');
  });

  it('shows the failure of a series’ seasons', async () => {
    await renderVod({ entry: '/vod/overview/serie/20004', seed: (state) => areaState(state, vodArea).failingQuietly.add('vods/getVods') });
    await expectErrorDialog('No detailed message available');
  });

  it("says 'Error fetching content' when the ship catalogue cannot be fetched", async () => {
    await renderVod({ entry: '/seanetvod', seed: (state) => areaState(state, vodArea).failing.add('catalogue') });
    await expectErrorDialog('Error fetching content');
  });

  it("says 'Error fetching content' when the catalogue player is opened without a movie", async () => {
    await renderVod({ entry: '/seanetvod/moviePlayer' });
    await expectErrorDialog('Error fetching content');
  });
});
