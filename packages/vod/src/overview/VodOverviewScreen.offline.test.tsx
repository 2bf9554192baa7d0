import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderVod } from '../test/render-vod';

// The picture's code cannot be fetched, as offline before the service worker kept it.
vi.mock('./ChooserPicture', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the VOD chooser without its pictures’ code', () => {
  it('keeps every entry, each with its symbol', async () => {
    await renderVod({ entry: '/vod/overview' });
    await screen.findByRole('link', { name: 'Films' });
    // Until the chooser's own import of it has failed, and React has drawn what follows.
    await act(() =>
      import('./ChooserPicture').then(
        () => expect.fail('the picture code should not load here'),
        () => undefined,
      ),
    );
    const links = screen.getAllByRole('link');
    expect(links.map((entry) => entry.textContent)).toEqual([
      'Films',
      'Series',
      'Genres',
      'Kids',
      'Audio',
      'My watchlist',
      'Live TV',
      'TV guide',
    ]);
    expect(links[0]!.querySelector('svg')).toHaveAttribute('data-symbol', 'movies');
    expect(links[1]!.querySelector('svg')).toHaveAttribute('data-symbol', 'series');
    expect(screen.getByRole('list').querySelector('img')).toBeNull();
  });
});
