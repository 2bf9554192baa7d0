import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failingCall } from '@companion/hub-sim';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

const tileLinks = async () => [...(await screen.findByRole('list', { name: 'Photo shop' })).querySelectorAll('a')];

describe('OverviewScreen', () => {
  it('shows the tiles My Photos, Packages, Content, Orders, Consent (bookable-services §2)', async () => {
    await renderPhotoScreen({ entry: '/photomatch/overview' });
    const links = (await tileLinks()).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Photos', '/photomatch/myphotos'],
      ['Packages', '/photomatch/packages'],
      ['Content', '/content/overview'],
      ['Orders', '/photomatch/orders'],
      ['Consent', '/photomatch/consent'],
    ]);
  });

  it("dresses every tile in a different picture: the guest's own photos and a package's picture, at tile width 400", async () => {
    await renderPhotoScreen({ entry: '/photomatch/overview' });
    const links = await tileLinks();
    await waitFor(() => expect(links.every((link) => link.querySelector('img'))).toBe(true));
    const sources = links.map((link) => new URL(link.querySelector('img')!.getAttribute('src')!));
    expect(sources.every((source) => source.pathname.includes('/photomatch/image/') && source.searchParams.get('width') === '400')).toBe(
      true,
    );
    expect(new Set(sources.map((source) => source.pathname)).size).toBe(5);
    expect(sources[0]!.pathname).toContain('smith-001');
    expect(sources[1]!.pathname).toContain('gala-night-show-package');
  });

  it('keeps the tiles, plain, when the photos cannot be loaded', async () => {
    await renderPhotoScreen({ entry: '/photomatch/overview', overrides: [failingCall('get', '*/photomatch/cabinImages')] });
    const links = await tileLinks();
    expect(links).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
