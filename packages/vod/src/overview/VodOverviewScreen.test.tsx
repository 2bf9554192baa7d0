import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderVod } from '../test/render-vod';

const symbolOf = (link: HTMLElement) => {
  const symbol = link.querySelector('svg');
  expect(symbol, link.textContent ?? '').toHaveAttribute('aria-hidden', 'true');
  const path = symbol?.querySelector('path')?.getAttribute('d');
  expect(path).toMatch(/^M/);
  return path;
};

describe('the VOD chooser', () => {
  it('draws each entry its own symbol, hidden from screen readers, so the link’s name stays its label', async () => {
    await renderVod({ entry: '/vod/overview' });
    await screen.findByRole('link', { name: 'Films' });
    const names = ['Films', 'Series', 'Genres', 'Kids', 'Audio', 'My watchlist', 'Live TV', 'TV guide'];
    const symbols = names.map((name) => symbolOf(screen.getByRole('link', { name })));
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
});
