import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearHubDataCache } from '@companion/shell';
import { renderVod } from '../test/render-vod';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';

beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

describe('the genre page’s featured lists (§9: 50 per genre)', () => {
  it('shows each genre as a row of at most 50 titles, asked for 50 at a time by genre', async () => {
    const asked: URLSearchParams[] = [];
    const wrapFetch =
      (demo: typeof fetch): typeof fetch =>
      (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname.endsWith('vods/getVods')) asked.push(url.searchParams);
        return demo(input, init);
      };
    await renderVod({ entry: '/vod/overview/genre/movies', wrapFetch });
    const drama = await screen.findByRole('region', { name: 'Featured in Drama' });
    const row = await within(drama).findByRole('list', { name: 'Drama' });
    const cards = within(row).getAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(50);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((query) => query.get('limit') === '50' && query.get('genre_id') && query.get('types') === 'movie')).toBe(true);
    // Provider 146 has no row either.
    expect(screen.queryByRole('region', { name: 'Featured in Provider test channel' })).toBeNull();
  });
});
