import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderVod } from './test/render-vod';
import { stubLayout } from './test/stub-layout';
import { clearVideoAuthentication } from './video-authentication/video-authentication-store';

stubLayout();
beforeEach(() => clearVideoAuthentication());

const focused = () => document.activeElement as HTMLElement | null;
const focusedGridIndex = () => Number(focused()?.getAttribute('data-grid-index') ?? Number.NaN);

/** Counts the pages of films asked for, so a test can wait for the next one to arrive. */
function pagesAnswered() {
  const answered: number[] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const response = await demo(input, init);
      if (url.pathname.endsWith('vods/getVods') && url.searchParams.get('page')) answered.push(Number(url.searchParams.get('page')));
      return response;
    };
  return { answered, wrapFetch };
}

describe('remote-control use (issue 14 point 6)', () => {
  it('moves focus through the chooser with the arrow keys and opens with Enter', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview' });
    const films = await screen.findByRole('link', { name: 'Films' });
    films.focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName('Series');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(films);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Films' })).toBeInTheDocument();
  });

  it('goes back with Escape and puts focus on the control that opened the page', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview' });
    const kids = await screen.findByRole('link', { name: 'Kids' });
    kids.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Kids' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(focused()).toHaveAccessibleName('Kids'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Films, series and TV');
  });

  it('goes back with Backspace to the card of the grid that was opened, with real focus on it', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview/movies' });
    const grid = await screen.findByRole('region', { name: 'Films' });
    const first = (await within(grid).findAllByRole('link'))[0]!;
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    const opened = focused()!;
    const index = focusedGridIndex();
    expect(index).toBeGreaterThan(2);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: /^(Play|Resume at)/ })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(focusedGridIndex()).toBe(index));
    expect(focused()).toHaveAttribute('href', opened.getAttribute('href'));
  });

  it('leaves Backspace and the arrows to the search field while the guest types', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview/movies' });
    const search = await screen.findByRole('searchbox', { name: 'Search Films' });
    await user.click(search);
    await user.keyboard('ab{Backspace}{ArrowLeft}');
    expect(search).toHaveValue('a');
    expect(screen.getByRole('region', { name: 'Films' })).toBeInTheDocument();
  });

  it('goes home with Escape when the page was opened directly (nothing to go back to)', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview/kids' });
    await screen.findByRole('heading', { level: 1, name: 'Kids' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent(/^\/$/);
  });

  it('keeps focus on a card, never the page body, while an arrow is held across a page that loads more', async () => {
    const user = userEvent.setup();
    const { answered, wrapFetch } = pagesAnswered();
    await renderVod({ entry: '/vod/overview/movies', wrapFetch });
    const grid = await screen.findByRole('region', { name: 'Films' });
    (await within(grid).findAllByRole('link'))[0]!.focus();
    let index = 0;
    for (let press = 0; press < 40 && index < 120; press += 1) {
      await user.keyboard('{ArrowDown}');
      expect(focused()).not.toBe(document.body);
      expect(grid).toContainElement(focused());
      const next = focusedGridIndex();
      // At the end of the loaded titles a press waits for the next page; focus stays on the card.
      if (next === index) await waitFor(() => expect(answered).toContain(2));
      index = next;
    }
    expect(index).toBeGreaterThanOrEqual(100);
    expect(answered).toContain(2);
    // Only a few screens of cards are mounted, however far the guest went.
    expect(within(grid).getAllByRole('link').length).toBeLessThan(100);
  });

  it('puts focus on the first control when an arrow is pressed with focus on the page body, and never before', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview' });
    const films = await screen.findByRole('link', { name: 'Films' });
    // Nothing is focused on arrival (a screen reader's reading position stays where it is).
    expect(focused()).toBe(document.body);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(films);
    // From there the arrows move on as usual.
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName('Series');
  });

  it('goes back to the remembered control when focus has fallen to the body', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview' });
    (await screen.findByRole('link', { name: 'Series' })).focus();
    (document.activeElement as HTMLElement).blur();
    expect(focused()).toBe(document.body);
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toHaveAccessibleName('Series');
  });

  it('puts focus on the first card, not the search field, of a list opened with nothing focused', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview/movies' });
    const grid = await screen.findByRole('region', { name: 'Films' });
    const firstCard = (await within(grid).findAllByRole('link'))[0]!;
    expect(focused()).toBe(document.body);
    await user.keyboard('{ArrowRight}');
    expect(focused()).not.toBe(document.body);
    // The list's first control that is not a text field (an arrow should not open a TV's keyboard).
    expect(focused()).toBe(firstCard);
  });

  it('puts focus on the guide’s cell on now when an arrow is pressed with nothing focused', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    await screen.findByRole('grid');
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    expect(focused()).toBe(document.body);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAttribute('data-cell', expect.stringMatching(/^0-/));
    expect(focused()).toHaveAttribute('aria-current', 'time');
  });

  it('treats the heading the shell focuses on arrival as nothing: an arrow goes to the guide’s cell on now', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    await screen.findByRole('grid');
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    // As the shell's announcePage does after a navigation.
    const heading = screen.getByRole('heading', { level: 1 });
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAttribute('data-cell', expect.stringMatching(/^0-/));
    expect(focused()).toHaveAttribute('aria-current', 'time');
  });

  it('leaves focus alone while a dialog is open', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    await screen.findByRole('grid');
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    (document.querySelector('[aria-current="time"]') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{ArrowDown}');
    expect(dialog).toBeInTheDocument();
    expect(focused()).toBe(document.body);
  });
});
