import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from '../content-routes';
import { renderScreen } from '../test/render-screen';
import { qrPathTarget } from './qr-path';
import { QrPathRedirect } from './QrPathRedirect';

const routeFor = (address: string) =>
  matchRoutes(
    contentRoutes.map(({ path }) => ({ path })),
    address,
  )?.at(-1)?.route.path;

describe('old printed QR addresses with a path', () => {
  it.each([
    ['content/detail/1001', '/content/detail/1001'],
    ['content/overview', '/content/overview'],
    ['content/overview/210', '/content/overview/210'],
    ['hashtag/welcome', '/hashtag/welcome'],
    ['vod/movie/12', '/vod/movie/12'],
    ['shoreexcursion/301', '/shoreexcursion/301'],
    ['musement/activity/abc', '/musement/activity/abc'],
  ])('resolve /QR/%s to %s', (path, page) => {
    expect(qrPathTarget(path)).toBe(page);
  });

  it.each(['no/such/page', 'content/detail', 'content/../admin', 'content/detail/1001/extra'])('leave /QR/%s unresolved', (path) => {
    expect(qrPathTarget(path)).toBeUndefined();
  });

  it('keeps the query of the printed address', () => {
    expect(qrPathTarget('content/detail/1001', '?previewMode=true')).toBe('/content/detail/1001?previewMode=true');
  });

  it('are claimed by the QR path route, not the 404 fallback; one segment stays a hashtag', () => {
    expect(routeFor('/QR/content/detail/1001')).toBe('/QR/*');
    expect(routeFor('/QR/welcome')).toBe('/QR/:hash');
    expect(routeFor('/no/such/page')).toBe('*');
  });

  it('opens the article of /QR/content/detail/{id}', async () => {
    await renderScreen(<QrPathRedirect />, { route: '/QR/content/detail/1001', path: '/QR/*' });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });

  it('shows the 404 page for an unknown path, as before', async () => {
    await renderScreen(<QrPathRedirect />, { route: '/QR/no/such/page', path: '/QR/*' });
    expect(screen.getByRole('heading', { name: '404 - content not found.' })).toBeInTheDocument();
  });
});
