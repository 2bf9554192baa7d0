import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall, demoMarketplaceActivity } from '@companion/hub-sim';
import { renderExcursionRoutes } from '../test/render-excursion-routes';

const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');

describe('the marketplace’s places', () => {
  it('show a city’s cover picture, read against the hub API address when relative', async () => {
    await renderExcursionRoutes({
      entry: `/musement/${fjord.countryId}`,
      overrides: [
        answeringCall('get', '*/musement/countries/:id/cities', [
          { id: 1, name: 'Bergen', cover_image_url: 'https://pictures.example/bergen.jpg' },
          { id: 2, name: 'Oslo', cover_image_url: 'blobs/image?reference=oslo' },
          { id: 3, name: 'Tromsø' },
        ]),
      ],
    });
    const cities = await screen.findByRole('list', { name: 'Cities' });
    const pictureOf = (name: string) => within(cities).getByRole('link', { name }).querySelector('img');
    expect(pictureOf('Bergen')).toHaveAttribute('src', 'https://pictures.example/bergen.jpg');
    expect(pictureOf('Bergen')).toHaveAttribute('fetchpriority', 'high');
    expect(pictureOf('Oslo')?.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/.*blobs\/image\?reference=oslo$/);
    expect(pictureOf('Tromsø')).toBeNull();
  });

  it('list places without pictures by name: the marketplace gives a country none', async () => {
    await renderExcursionRoutes({ entry: '/musement' });
    const countries = await screen.findByRole('list', { name: 'Countries' });
    const spain = within(countries).getByRole('link', { name: 'Spain' });
    expect(spain).toHaveAttribute('href', '/musement/34');
    expect(countries.querySelector('img')).toBeNull();
  });
});
