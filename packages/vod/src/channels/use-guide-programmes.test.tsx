import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaState, vodArea } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderVod } from '../test/render-vod';
import { stubLayout } from '../test/stub-layout';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { GUIDE_BLOCK_ROWS } from './use-guide-programmes';

stubLayout();
beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

/** The channel ids of every programme request (a line-up request names none). */
function countingGuideRequests() {
  const programmeRequests: number[][] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const ids = url.searchParams.get('channel_ids');
      if (url.pathname.endsWith('channels/getChannelData') && ids) programmeRequests.push(ids.split(',').map(Number));
      return demo(input, init);
    };
  return { programmeRequests, wrapFetch };
}

describe('the TV guide with 100 channels', () => {
  it('fetches programmes only for the rows on screen, block by block as they scroll into view', async () => {
    const { programmeRequests, wrapFetch } = countingGuideRequests();
    await renderVod({ entry: '/vod/tvguide', wrapFetch, seed: (state) => void (areaState(state, vodArea).channelCount = 100) });
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '100');
    // 800 px of 72 px rows plus the overscan: the first two blocks, not the 13 of all 100 rows.
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    expect(programmeRequests).toHaveLength(2);
    expect(Math.max(...programmeRequests.flat())).toBeLessThanOrEqual(2 * GUIDE_BLOCK_ROWS);

    grid.scrollTop = 72 * 90;
    fireEvent.scroll(grid);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Channel 100' })).toBeInTheDocument());
    await waitFor(() => expect(programmeRequests.flat()).toContain(100));
    // Only the blocks at the bottom were added; rows scrolled past were never asked for.
    expect(programmeRequests.length).toBeLessThanOrEqual(5);
    expect(programmeRequests.flat()).not.toContain(40);
    // Each block is asked for once.
    expect(new Set(programmeRequests.map((ids) => ids[0])).size).toBe(programmeRequests.length);
  });
});
