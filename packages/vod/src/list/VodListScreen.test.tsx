import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderVod } from '../test/render-vod';
import { stubLayout } from '../test/stub-layout';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';

stubLayout();
beforeEach(() => clearVideoAuthentication());

type Asked = { page: number; limit: number; search: string | null; kids: string | null; types: string | null };

/** Records each vods/getVods page asked for; `hold` keeps a page's answer back until released. */
function listRequests(options: { hold?: number; fail?: number } = {}) {
  const asked: Asked[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.pathname.endsWith('vods/getVods') || !url.searchParams.get('page')) return demo(input, init);
      const q = url.searchParams;
      const page = Number(q.get('page'));
      asked.push({ page, limit: Number(q.get('limit')), search: q.get('search'), kids: q.get('kids'), types: q.get('types') });
      if (page === options.fail) return Response.json({ message: 'Page 2 is out to sea' }, { status: 500 });
      if (page === options.hold) await held;
      return demo(input, init);
    };
  return { asked, wrapFetch, release };
}

describe('video lists (§4 "VOD lists", §9 page sizes)', () => {
  it('asks for films 100 at a time and shows them at the film ratio (150 %)', async () => {
    const { asked, wrapFetch } = listRequests();
    await renderVod({ entry: '/vod/overview/movies', wrapFetch });
    const grid = await screen.findByRole('region', { name: 'Films' });
    expect(asked[0]).toMatchObject({ page: 1, limit: 100, types: 'movie' });
    const picture = within(grid).getAllByRole('link')[0]!.querySelector('img')!;
    expect(picture.style.aspectRatio).toBe('1 / 1.5');
  });

  it('asks for kids films 100 at a time, kids only', async () => {
    const { asked, wrapFetch } = listRequests();
    await renderVod({ entry: '/vod/overview/kids/movies', wrapFetch });
    await screen.findByRole('region', { name: 'Kids films' });
    expect(asked[0]).toMatchObject({ page: 1, limit: 100, kids: '1' });
  });

  it('asks for series 20 at a time and shows them square (100 %)', async () => {
    const { asked, wrapFetch } = listRequests();
    await renderVod({ entry: '/vod/overview/series', wrapFetch });
    const grid = await screen.findByRole('region', { name: 'Series' });
    expect(asked[0]).toMatchObject({ page: 1, limit: 20, types: 'series' });
    expect(within(grid).getAllByRole('link')[0]!.querySelector('img')!.style.aspectRatio).toBe('1 / 1');
  });

  it('shows a spinner while the next page is fetched, then its titles', async () => {
    const { asked, wrapFetch, release } = listRequests({ hold: 2 });
    // Not waiting for the screen to settle: it would not while page 2 is held back.
    await renderVod({ entry: '/vod/overview/series', wrapFetch, whileLoading: true });
    await screen.findByRole('region', { name: 'Series' });
    // 60 series, 20 a page: the grid nears its end at once and asks for page 2.
    expect(await screen.findByText('Loading more titles…')).toBeInTheDocument();
    expect(screen.getByText('Loading more titles…').closest('[role="status"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByText('Loading more titles…')).toBeNull());
    expect(asked.map((request) => request.page)).toContain(2);
  });

  it('stops asking once a page comes back empty (maxReached), not before', async () => {
    const { asked, wrapFetch } = listRequests();
    // The demo watchlist holds 3 titles: page 1 is short, page 2 empty, and that is the end.
    await renderVod({ entry: '/vod/overview/watchlist', wrapFetch });
    await screen.findByRole('region', { name: 'My watchlist' });
    await waitFor(() => expect(asked.map((request) => request.page)).toEqual([1, 2]));
    // Another render (a key press) does not ask again.
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(asked.map((request) => request.page)).toEqual([1, 2]);
  });

  it('shows a failed further page in the error dialog, keeping the titles it has', async () => {
    const user = userEvent.setup();
    const { wrapFetch } = listRequests({ fail: 2 });
    await renderVod({ entry: '/vod/overview/series', wrapFetch });
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Page 2 is out to sea');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('region', { name: 'Series' })).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('searches within the list, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { asked, wrapFetch } = listRequests();
    await renderVod({ entry: '/vod/overview/series', wrapFetch });
    const search = await screen.findByRole('searchbox', { name: 'Search Series' });
    await user.type(search, 'zzzz-nothing{Enter}');
    expect(await screen.findByText('No titles match “zzzz-nothing”.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ page: 1, search: 'zzzz-nothing', types: 'series' });
  });
});
