import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderVod } from '../test/render-vod';

describe('the VOD chooser', () => {
  it('draws each entry its own symbol, hidden from screen readers, so the link’s name stays its label', async () => {
    await renderVod({ entry: '/vod/overview' });
    await screen.findByRole('link', { name: 'Films' });
    const names = ['Films', 'Series', 'Genres', 'Kids', 'Audio', 'My watchlist', 'Live TV', 'TV guide'];
    const symbols = names.map((name) => {
      const symbol = screen.getByRole('link', { name }).querySelector('svg');
      expect(symbol).toHaveAttribute('aria-hidden', 'true');
      expect(symbol?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      return symbol?.querySelector('path')?.getAttribute('d');
    });
    expect(new Set(symbols).size).toBe(names.length);
  });
});
