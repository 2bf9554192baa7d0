import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { imageAddress, imageWidths } from '@companion/hub-client';
import { clearHubDataCache } from '@companion/shell';
import { renderVod } from '../test/render-vod';

const symbolOf = (link: HTMLElement) => {
  const symbol = link.querySelector('svg');
  expect(symbol, link.textContent ?? '').toHaveAttribute('aria-hidden', 'true');
  const path = symbol?.querySelector('path')?.getAttribute('d');
  expect(path).toMatch(/^M/);
  return path;
};

const names = ['Films', 'Series', 'Genres', 'Kids', 'Audio', 'My watchlist', 'Live TV', 'TV guide'];
const link = (name: string) => screen.getByRole('link', { name });
const pictureIn = (name: string) => link(name).querySelector('img');

const hashtagOf = (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return url.pathname.endsWith('/cms/articles/findByHashtag') ? url.searchParams.get('hashtag') : null;
};

/** Answers the vodmovieimage call with `answer`; everything else, Series' picture too, from the demo hub. */
const moviesAnswering =
  (answer: () => Response) =>
  (demo: typeof fetch): typeof fetch =>
  (input, init) =>
    hashtagOf(input) === 'vodmovieimage' ? Promise.resolve(answer()) : demo(input, init);

// The pictures' answers are kept for an hour: each test asks the hub afresh.
afterEach(() => clearHubDataCache());

describe('the VOD chooser', () => {
  it('draws each entry its own symbol, hidden from screen readers, so the link’s name stays its label', async () => {
    await renderVod({ entry: '/vod/overview' });
    await screen.findByRole('link', { name: 'Films' });
    const symbols = names.map((name) => symbolOf(link(name)));
    expect(new Set(symbols).size).toBe(names.length);
  });

  it('draws the kids section’s tiles symbols of their own too', async () => {
    const { router } = await renderVod({ entry: '/vod/overview' });
    const overview = within(await screen.findByRole('list'))
      .getAllByRole('link')
      .map(symbolOf);
    await router.navigate('/vod/overview/kids');
    await screen.findByRole('heading', { name: 'Kids' });
    const tiles = within(await screen.findByRole('list')).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Kids films']);
    for (const tile of tiles) expect(overview).not.toContain(symbolOf(tile));
  });

  it('shows the vodmovieimage article’s picture on Films and the vodseriesimage one on Series, as decoration', async () => {
    const { hub } = await renderVod({ entry: '/vod/overview' });
    await waitFor(() => expect(pictureIn('Films')).toHaveAttribute('src', imageAddress(hub, { id: 'films' }, { width: imageWidths.tile })));
    await waitFor(() =>
      expect(pictureIn('Series')).toHaveAttribute('src', imageAddress(hub, { id: 'series' }, { width: imageWidths.tile })),
    );
    const films = pictureIn('Films')!;
    // Decorative: no name of its own, so each link is still named by its label alone.
    expect(films).toHaveAttribute('alt', '');
    expect(screen.queryAllByRole('img')).toEqual([]);
    // Its box is known before it arrives, and it does not compete with what the guest waits for.
    expect(films).toHaveAttribute('width', '400');
    expect(films).toHaveAttribute('height', '300');
    expect(films).toHaveAttribute('fetchpriority', 'low');
    for (const name of names.slice(2)) expect(pictureIn(name), name).toBeNull();
    // The symbol keeps its place under the picture, so the label stays at the tile's foot.
    symbolOf(link('Films'));
  });

  it('keeps the symbol when the picture itself cannot be loaded', async () => {
    await renderVod({ entry: '/vod/overview' });
    await waitFor(() => expect(pictureIn('Films')).not.toBeNull());
    fireEvent.error(pictureIn('Films')!);
    expect(pictureIn('Films')).toBeNull();
    symbolOf(link('Films'));
  });

  it.each([
    ['the call fails', () => Response.json({ errorCode: 'DEMO_FAILURE', message: 'down' }, { status: 500 })],
    ['no article carries the hashtag', () => Response.json([])],
    ['the article has no picture', () => Response.json([{ id: 7, title: 'Films on Board', imageId: null }])],
  ])('keeps the Films symbol, and says nothing, when %s', async (_, answer) => {
    const asked: string[] = [];
    await renderVod({
      entry: '/vod/overview',
      wrapFetch: (demo) => {
        const answered = moviesAnswering(answer)(demo);
        return (input, init) => {
          asked.push(hashtagOf(input) ?? '');
          return answered(input, init);
        };
      },
    });
    // Series' picture arriving means the chooser has had both answers (Films' was answered first).
    await waitFor(() => expect(pictureIn('Series')).not.toBeNull());
    expect(asked).toContain('vodmovieimage');
    expect(pictureIn('Films')).toBeNull();
    symbolOf(link('Films'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((entry) => entry.textContent)).toEqual(names);
  });
});
