import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaState, vodArea } from '@companion/hub-sim';
import { renderVod } from './test/render-vod';
import { clearVideoAuthentication, currentVideoAccess } from './video-authentication/video-authentication-store';
import { stubLayout } from './test/stub-layout';
import { vodRoutes } from './vod-routes';

stubLayout();

// Each test has a fresh demo provider, so a token from the previous one is worthless.
beforeEach(() => clearVideoAuthentication());

/** Records the provider paths asked, with the time since the test began. */
function recording() {
  const started = Date.now();
  const calls: { path: string; at: number }[] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = /\/video\/(.*?)(\?|$)/.exec(url)?.[1];
      if (path) calls.push({ path, at: Date.now() - started });
      return demo(input, init);
    };
  return { calls, wrapFetch };
}

describe('video on demand screens', () => {
  it('logs in to the video service on entering a /vod/ page, and keeps the token', async () => {
    const { calls, wrapFetch } = recording();
    await renderVod({ entry: '/vod/overview/genre/movies', wrapFetch });
    expect(await screen.findByRole('link', { name: 'Drama' })).toBeInTheDocument();
    expect(calls.map((call) => call.path).slice(0, 2)).toEqual(['api/connect-token', 'customers/loginApp']);
    expect(currentVideoAccess()?.token).toMatch(/^vod-token-/);
  });

  it('sends the guest home when the video-service login fails', async () => {
    await renderVod({ entry: '/vod/overview/movies', seed: (state) => areaState(state, vodArea).failing.add('api/connect-token') });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent(/^\/$/);
  });

  it('leaves genre provider 146 out of the genre list', async () => {
    await renderVod({ entry: '/vod/overview/genre/movies' });
    await screen.findByRole('link', { name: 'Drama' });
    expect(screen.queryByRole('link', { name: 'Provider test channel' })).toBeNull();
  });

  it('mounts only a few screens of cards from a 100-title page of films', async () => {
    await renderVod({ entry: '/vod/overview/movies' });
    const grid = await screen.findByRole('region', { name: 'Films' });
    const cards = await within(grid).findAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
  });

  it('waits 500 ms before fetching the detail, with a skeleton meanwhile, then offers Play and 8 of the cast', async () => {
    const { calls, wrapFetch } = recording();
    await renderVod({ entry: '/vod/detail/12', wrapFetch, whileLoading: true });
    expect(await screen.findByRole('status', { name: 'Loading the title…' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    const play = await screen.findByRole('link', { name: 'Play' });
    expect(play).toHaveAttribute('href', '/vod/12');
    const first = calls.find((call) => call.path === 'api/connect-token');
    expect(first?.at).toBeGreaterThanOrEqual(500);
    const castLine = screen.getByText('Cast:').parentElement!;
    expect(castLine.textContent!.replace('Cast: ', '').split(', ')).toHaveLength(8);
  });

  it('offers to resume where the guest stopped', async () => {
    await renderVod({ entry: '/vod/detail/5' });
    expect(await screen.findByRole('link', { name: 'Resume at 30:00' })).toHaveAttribute('href', '/vod/5');
  });

  it('flips the watchlist button only when the provider agrees', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/detail/12' });
    const toggle = await screen.findByRole('button', { name: 'On my watchlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'On my watchlist' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('keeps focus on the watchlist button while the provider answers, with one name and its state in aria-pressed', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const watchlistCalls: string[] = [];
    const wrapFetch =
      (demo: typeof fetch): typeof fetch =>
      async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (/vods\/watchlist(Add|Remove)/.test(url)) {
          watchlistCalls.push(url);
          await answered;
        }
        return demo(input, init);
      };
    await renderVod({ entry: '/vod/detail/12', wrapFetch });
    const toggle = await screen.findByRole('button', { name: /watchlist/i });
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(watchlistCalls).toHaveLength(1));
    // Busy: announced as unavailable, still focusable and focused (a disabled button drops focus).
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).not.toBeDisabled();
    expect(document.activeElement).toBe(toggle);
    expect(toggle).toHaveAccessibleName('On my watchlist');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // A second press while busy sends nothing.
    await user.keyboard('{Enter}');
    expect(watchlistCalls).toHaveLength(1);
    release();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveAccessibleName('On my watchlist');
    expect(document.activeElement).toBe(toggle);
    // The remote goes on from the button, not from the page body.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).not.toBe(toggle);
    expect(document.activeElement?.matches('a[href], button')).toBe(true);
  });

  it('shows the provider’s message in a dialog with a close button when the watchlist call fails', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/detail/12', seed: (state) => areaState(state, vodArea).failing.add('vods/watchlistAdd') });
    await user.click(await screen.findByRole('button', { name: 'On my watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('The video service is not available at the moment');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'On my watchlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists the seasons of a series and the episodes of a season', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/overview/serie/20004' });
    await user.click(await screen.findByRole('link', { name: 'Season 1' }));
    const episodes = await screen.findByRole('list', { name: 'Episodes' });
    expect(within(episodes).getAllByRole('link')).toHaveLength(6);
  });

  it('offers video on personal devices only', () => {
    expect(vodRoutes.every((route) => route.devices?.length === 1 && route.devices[0] === 'App')).toBe(true);
  });
});
