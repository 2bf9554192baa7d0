import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { OverviewScreen } from './OverviewScreen';

// Issue 13: category and article tiles were flat blocks of colour.
describe('the overview tiles', () => {
  it('each show the blobs/image picture of their category or article at the tile width', async () => {
    await renderScreen(<OverviewScreen />, { route: '/content/overview', path: '/content/overview' });
    const links = within(screen.getByRole('list', { name: 'Topics and articles' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const image = link.querySelector('img');
      expect(image, link.textContent ?? '').not.toBeNull();
      const url = new URL(image!.src);
      expect(url.pathname).toMatch(/\/blobs\/image$/);
      expect(url.searchParams.get('id')).toBeTruthy();
      expect(url.searchParams.get('width')).toBe('400');
    }
  });
});
