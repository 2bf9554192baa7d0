import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Elsewhere, renderInDemoShell } from '@companion/screen-harness';
import { AppFrame, clearHubDataCache } from '@companion/shell';
import { countingFetch } from '../test/counting-fetch';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { CatalogueGenresScreen, CatalogueMovieScreen } from './CatalogueScreens';

// A file of its own: the video language saved here stays in the shell's store for the file.
beforeEach(() => {
  clearVideoAuthentication();
  clearHubDataCache();
});

/** The catalogue inside the real frame, whose sub-header has the Video language button. */
function renderInFrame(entry: string, wrapFetch: (demo: typeof fetch) => typeof fetch) {
  return renderInDemoShell({
    device: 'App',
    entry,
    wrapFetch,
    routes: [
      {
        path: '/',
        Component: AppFrame,
        HydrateFallback: () => null,
        children: [
          { path: 'seanetvod', Component: CatalogueGenresScreen },
          { path: 'seanetvod/movie/:id', Component: CatalogueMovieScreen },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
  });
}

async function chooseVideoLanguage(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Video language:/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Video language' });
  await user.click(within(dialog).getByRole('radio', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('the video language drives the ship catalogue (media §2.1, §3 seanetLocale)', () => {
  // The audit's case: a German guest with an English interface saved Deutsch, and the catalogue
  // stayed English.
  it('asks for the de_DE catalogue once the guest saves Deutsch, with an English interface', async () => {
    const { asked, wrapFetch } = countingFetch();
    await renderInFrame('/seanetvod', wrapFetch);
    expect(await screen.findByRole('link', { name: 'Family' })).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('master.json')).at(-1)).toContain('/en_US/master.json');
    await chooseVideoLanguage('Deutsch');
    expect(await screen.findByRole('link', { name: 'Familie' })).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('master.json')).at(-1)).toContain('/de_DE/master.json');
    // The interface stays English: only the films follow the video language.
    expect(screen.getByRole('button', { name: 'Video language: Deutsch' })).toBeInTheDocument();
  });

  it('reads a movie’s details in the saved video language too', async () => {
    const { asked, wrapFetch } = countingFetch();
    // The language saved by the test above is still the store's.
    await renderInFrame('/seanetvod/movie/m3', wrapFetch);
    await screen.findByRole('heading', { level: 1 });
    expect(asked.filter((url) => url.includes('metadata.json')).at(-1)).toContain('/de_DE/metadata.json');
  });
});
