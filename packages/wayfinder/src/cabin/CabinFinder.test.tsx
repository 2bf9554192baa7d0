import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoGuests, DEMO_UNKNOWN_CABIN, failingCall } from '@companion/hub-sim';
import { renderWayfinderScreen, watchRequests } from '../test/render-wayfinder-screen';
import { CabinFinder } from './CabinFinder';

afterEach(cleanup);

const render = (options: Parameters<typeof renderWayfinderScreen>[2] = {}) =>
  renderWayfinderScreen('/finder', () => <CabinFinder />, { device: 'Kiosk', ...options });

async function typeOnKeypad(digits: string) {
  const user = userEvent.setup();
  for (const digit of digits) await user.click(screen.getByRole('button', { name: digit }));
  return user;
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const cabinInput = () => screen.getByRole('textbox', { name: 'Cabin number' });

describe('Cabin Finder', () => {
  it('enables Search only over 3 and under 6 digits by default', async () => {
    await render();
    const user = await typeOnKeypad('701');
    expect(searchButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(searchButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(searchButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(cabinInput()).toHaveValue('701234');
    expect(searchButton()).toBeDisabled();
  });

  it('says what to do before the first search', async () => {
    await render();
    expect(screen.getByText('Type a cabin number on the keypad and press Search to see its deck.')).toBeInTheDocument();
  });

  it('takes at most 6 characters', async () => {
    await render();
    await typeOnKeypad('1234567');
    expect(cabinInput()).toHaveValue('123456');
  });

  it('follows a theme that sets the bounds 2 and 4', async () => {
    await render({ themeName: 'rhine' });
    const user = await typeOnKeypad('12');
    expect(searchButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(searchButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(searchButton()).toBeDisabled();
    expect(screen.getByText('Cabin numbers have 3 digits.')).toBeInTheDocument();
  });

  it('finds a guest’s cabin with both views: its deck marked, and the kiosk’s own deck', async () => {
    const asked: string[] = [];
    await render({ wrapFetch: watchRequests(asked) });
    const user = await typeOnKeypad(demoGuests.smith.cabin);
    await user.click(searchButton());
    expect(await screen.findByText('Cabin 7012 is on deck 7.')).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining(['cabinfinder/sideview/7012', 'cabinfinder/topview/7012']));
    expect(screen.getByRole('img', { name: 'The ship from the side: Cabin 7012 is on deck 7' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    expect(screen.getByRole('button', { name: 'Deck 7, your destination', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plan of deck 7, Corsica Deck. Cabin 7012 is marked on the plan.' })).toBeInTheDocument();
    expect(screen.getByText('You are on deck 5.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deck 5, you are here' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('You are here')).toBeInTheDocument();
    expect(within(legend).getByText('Destination(s)')).toBeInTheDocument();
  });

  it('works from the physical keyboard', async () => {
    await render();
    const user = userEvent.setup();
    await user.type(cabinInput(), `${demoGuests.jones.cabin}{Enter}`);
    expect(await screen.findByText('Cabin 8120 is on deck 8.')).toBeInTheDocument();
  });

  it('says an unknown cabin could not be found, and a new search clears it', async () => {
    await render();
    const user = await typeOnKeypad(DEMO_UNKNOWN_CABIN);
    await user.click(searchButton());
    expect(await screen.findByText('The cabin could not be found, please search for another cabin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^C\s*Clear$/ }));
    await typeOnKeypad('6044');
    await user.click(searchButton());
    expect(await screen.findByText('Cabin 6044 is on deck 6.')).toBeInTheDocument();
    expect(screen.queryByText('The cabin could not be found, please search for another cabin')).toBeNull();
  });

  it('shows a failed search, and the next search starts without the error', async () => {
    let failures = 1;
    await render({
      wrapFetch: (demoFetch) => (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('cabinfinder/') && failures > 0) {
          failures -= 1;
          return Promise.resolve(Response.json({ code: 'DOWN', message: 'down' }, { status: 500 }));
        }
        return demoFetch(input, init);
      },
    });
    const user = await typeOnKeypad('9021');
    await user.click(searchButton());
    expect(await screen.findByText('The cabin search failed.')).toBeInTheDocument();
    await user.click(searchButton());
    expect(await screen.findByText('Cabin 9021 is on deck 9.')).toBeInTheDocument();
    expect(screen.queryByText('The cabin search failed.')).toBeNull();
  });

  // Keyboard audit: the whole deck viewer sat in the polite live region, so its 14 deck buttons,
  // legend and figure were read with the answer, and again at each press of a deck button.
  describe('live region', () => {
    const liveRegions = () => [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')];
    const politeSentence = () => {
      const regions = [...document.querySelectorAll('[aria-live="polite"]')].filter((region) => !region.matches('[role="status"]'));
      expect(regions).toHaveLength(1);
      return regions[0]!;
    };

    it('holds only a short sentence once a cabin is found; the deck views are outside it', async () => {
      await render();
      const user = await typeOnKeypad(demoGuests.smith.cabin);
      await user.click(searchButton());
      expect(await screen.findByText('Cabin 7012 is on deck 7.')).toBeInTheDocument();
      const live = politeSentence();
      await waitFor(() => expect(live).toHaveTextContent(/^Found cabin 7012 on deck 7\.$/));
      expect(live.children).toHaveLength(0);
      const deck5 = screen.getByRole('button', { name: 'Deck 5, you are here' });
      for (const region of liveRegions()) {
        expect(region.contains(deck5)).toBe(false);
        expect(region.contains(screen.getByRole('list', { name: 'Legend' }))).toBe(false);
        expect(region.contains(screen.getByRole('img', { name: /^Plan of deck 7\b/ }))).toBe(false);
      }
      await user.click(deck5);
      expect(live).toHaveTextContent(/^Found cabin 7012 on deck 7\.$/);
    });

    it('says “could not be found” once, in the sentence, with no status nested in a live region', async () => {
      await render();
      const user = await typeOnKeypad(DEMO_UNKNOWN_CABIN);
      await user.click(searchButton());
      const sentence = await screen.findByText('The cabin could not be found, please search for another cabin');
      expect(sentence).toBe(politeSentence());
      for (const region of liveRegions()) expect(region.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    });
  });

  it('offers Try again when the hub fails', async () => {
    await render({ overrides: [failingCall('get', '*/cabinfinder/topview/:cabin')] });
    const user = await typeOnKeypad('9021');
    await user.click(searchButton());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
