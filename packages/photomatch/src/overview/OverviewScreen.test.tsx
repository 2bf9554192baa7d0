import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

describe('OverviewScreen', () => {
  it('shows the tiles My Photos, Packages, Content, Orders, Consent (bookable-services §2)', async () => {
    await renderPhotoScreen({ entry: '/photomatch/overview' });
    const tiles = await screen.findByRole('list', { name: 'Photo shop' });
    const links = [...tiles.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Photos', '/photomatch/myphotos'],
      ['Packages', '/photomatch/packages'],
      ['Content', '/content/overview'],
      ['Orders', '/photomatch/orders'],
      ['Consent', '/photomatch/consent'],
    ]);
  });
});
