import { useEffect } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Elsewhere, renderInDemoShell } from '@companion/screen-harness';
import { clearHubDataCache, useSetLanguage } from '@companion/shell';
import { renderVod } from '../test/render-vod';
import { countingFetch } from '../test/counting-fetch';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { CatalogueGenresScreen } from './CatalogueScreens';
import { catalogueLocale, CATALOGUE_CACHE_MS } from './use-catalogue';

beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

describe('the ship movie catalogue', () => {
  it('shows the genres, then a genre’s movies, then a movie with 8 of its cast', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/seanetvod' });
    await user.click(await screen.findByRole('link', { name: 'Family' }));
    await screen.findByRole('heading', { name: 'Family' });
    const movies = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/seanetvod/movie/'));
    expect(movies.length).toBeGreaterThan(0);
    await user.click(movies[0]!);
    expect(await screen.findByRole('link', { name: 'Watch' })).toBeInTheDocument();
    const cast = screen.getByText('Cast:').parentElement!.textContent!.replace('Cast: ', '').split(', ');
    expect(cast).toHaveLength(8);
  });

  it('keeps the catalogue 24 hours: opened again, it is not fetched again', async () => {
    expect(CATALOGUE_CACHE_MS).toBe(86_400_000);
    await renderVod({ entry: '/seanetvod' });
    await screen.findByRole('link', { name: 'Family' });
    cleanup();
    const { asked, wrapFetch } = countingFetch();
    await renderVod({ entry: '/seanetvod', wrapFetch });
    await screen.findByRole('link', { name: 'Family' });
    expect(asked.filter((url) => url.includes('master.json'))).toEqual([]);
  });

  it('follows the guest’s language: en_US or de_DE', () => {
    expect(catalogueLocale('de')).toBe('de_DE');
    expect(catalogueLocale('en')).toBe('en_US');
    expect(catalogueLocale('fr')).toBe('en_US');
  });

  it('says "Error fetching content" when the player has no state', async () => {
    await renderVod({ entry: '/seanetvod/moviePlayer' });
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent('Error fetching content');
    expect(screen.getAllByText('Error fetching content')).toHaveLength(2);
  });

  it('plays a movie from the state Watch passes', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/seanetvod/movie/m3' });
    await user.click(await screen.findByRole('link', { name: 'Watch' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/\w/);
    expect(await screen.findByTestId('video-player')).toBeInTheDocument();
  });

  it('asks for the de_DE catalogue when the guest reads German', async () => {
    const { asked, wrapFetch } = countingFetch();
    function InGerman() {
      const setLanguage = useSetLanguage();
      useEffect(() => setLanguage('de'), [setLanguage]);
      return <CatalogueGenresScreen />;
    }
    // The last test of the file: the language it sets does not reach another file (vitest isolates them).
    await renderInDemoShell({
      device: 'App',
      entry: '/',
      wrapFetch,
      routes: [
        { path: '/', Component: InGerman, HydrateFallback: () => null },
        { path: '*', Component: Elsewhere },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Familie' })).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('master.json')).at(-1)).toContain('/de_DE/master.json');
  });
});
