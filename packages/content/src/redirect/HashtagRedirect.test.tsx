import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { HashtagRedirect } from './HashtagRedirect';

describe('HashtagRedirect', () => {
  it.each([
    ['/hashtag/welcome', '/hashtag/:hashtag'],
    ['/QR/welcome', '/QR/:hash'],
  ])('sends %s to the first article with the hashtag', async (route, path) => {
    await renderScreen(<HashtagRedirect />, { route, path });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });

  it('sends home when no article has the hashtag', async () => {
    await renderScreen(<HashtagRedirect />, { route: '/hashtag/nothing-here', path: '/hashtag/:hashtag' });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent(/^\/$/);
  });
});
