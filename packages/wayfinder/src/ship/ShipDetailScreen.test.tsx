import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearHubDataCache, useSetLanguage } from '@companion/shell';
import { answeringCall, DEMO_SHIP_NAME, failingCall } from '@companion/hub-sim';
import { renderWayfinderScreen } from '../test/render-wayfinder-screen';
import { ShipDetailScreen } from './ShipDetailScreen';
import { chooseLanguage } from '@companion/screen-harness';

afterEach(() => {
  cleanup();
  clearHubDataCache();
});

const render = (options: Parameters<typeof renderWayfinderScreen>[2] = {}) =>
  renderWayfinderScreen('/shipdetail', ShipDetailScreen, options);

describe('/shipdetail', () => {
  it('shows the ship: name, description, technical data in two columns, cabin categories and deck plans', async () => {
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeInTheDocument();
    expect(screen.getByText(/carries 1,850 guests on 14 decks/)).toBeInTheDocument();
    const technical = screen.getByRole('region', { name: 'Technical data' });
    const columns = technical.querySelectorAll('dl');
    expect(columns).toHaveLength(2);
    expect(within(columns[0] as HTMLElement).getByText('Gross tonnage')).toBeInTheDocument();
    expect(within(columns[1] as HTMLElement).getByText('Crew')).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Cabin categories' });
    expect(within(categories).getByText('Balcony Stateroom')).toBeInTheDocument();
    expect(within(categories).getByText(/Code BA · Decks 7, 8, 9, 10, 11/)).toBeInTheDocument();
    const swatch = within(categories).getAllByRole('listitem')[2]!.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.background).toBe('rgb(242, 184, 75)');
    const plans = screen.getByRole('region', { name: 'Deck plans' });
    await userEvent.setup().click(within(plans).getByRole('button', { name: 'Deck 8' }));
    expect(within(plans).getByRole('img', { name: /^Plan of deck 8\b/ })).toBeInTheDocument();
  });

  // Screen-reader audit: "Plan of deck 8" said nothing the deck buttons had not said.
  it('describes a deck plan by the deck’s name and the cabin categories it shows', async () => {
    await render();
    const plans = await screen.findByRole('region', { name: 'Deck plans' });
    await userEvent.setup().click(within(plans).getByRole('button', { name: 'Deck 8' }));
    expect(
      within(plans).getByRole('img', { name: 'Plan of deck 8, Delos Deck. Cabins on this deck: Balcony Stateroom, Suite.' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(plans).getByRole('button', { name: 'Deck 4' }));
    expect(within(plans).getByRole('img', { name: 'Plan of deck 4, Gallery Deck.' })).toBeInTheDocument();
  });

  it('describes a deck plan in German', async () => {
    const { result } = renderHook(() => useSetLanguage());
    act(() => result.current('de'));
    try {
      await render();
      const plans = await screen.findByRole('region', { name: 'Deckpläne' });
      await userEvent.setup().click(within(plans).getByRole('button', { name: 'Deck 8' }));
      expect(
        within(plans).getByRole('img', { name: 'Plan von Deck 8, Delos Deck. Kabinen auf diesem Deck: Balcony Stateroom, Suite.' }),
      ).toBeInTheDocument();
    } finally {
      act(() => result.current('en'));
    }
  });

  const precedes = (first: HTMLElement, second: HTMLElement) =>
    Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('offers the Cabin Finder first on the kiosk, straight under the ship’s name, where wayfinder is on', async () => {
    await render({ device: 'Kiosk' });
    const ship = await screen.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    const finder = screen.getByRole('heading', { name: 'Cabin Finder' });
    // A screen reader starts at the page's h1: the finder must come after it, and before the ship's facts.
    expect(precedes(ship, finder)).toBe(true);
    expect(precedes(finder, screen.getByRole('heading', { name: 'Deck plans' }))).toBe(true);
    expect(screen.getAllByRole('heading', { name: 'Cabin Finder' })).toHaveLength(1);
  });

  it('keeps the kiosk’s Cabin Finder when the ship information cannot be loaded', async () => {
    await render({ device: 'Kiosk', overrides: [failingCall('get', '*/ships/content')] });
    expect(await screen.findByText('The ship information could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cabin Finder' })).toBeInTheDocument();
  });

  it('opens on the ship on a phone, the Cabin Finder after the deck plans', async () => {
    await render();
    const ship = await screen.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    const finder = screen.getByRole('heading', { name: 'Cabin Finder' });
    expect(precedes(ship, finder)).toBe(true);
    expect(precedes(screen.getByRole('heading', { name: 'Deck plans' }), finder)).toBe(true);
  });

  it('has no Cabin Finder on signage, where wayfinder is off', async () => {
    await render({ device: 'DigitalSignage' });
    await screen.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    expect(screen.queryByRole('heading', { name: 'Cabin Finder' })).toBeNull();
  });

  it('shows a sign the ship on one screen and its deck plans on the next, as a sign never scrolls', async () => {
    await render({ device: 'DigitalSignage' });
    await screen.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    expect(screen.getByRole('region', { name: 'Technical data' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cabin categories' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deck plans' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Pages of the ship’s information' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Deck plans' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Technical data' })).toBeNull();
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it.each([
    ['nothing', null],
    ['an empty object', {}],
  ])('says "No Ship Data" when the hub sends %s', async (_name, answer) => {
    await render({ overrides: [answeringCall('get', '*/ships/content', answer)] });
    expect(await screen.findByText('No Ship Data')).toBeInTheDocument();
  });

  it('says when the ship information cannot be loaded', async () => {
    await render({ overrides: [failingCall('get', '*/ships/content')] });
    expect(await screen.findByText('The ship information could not be loaded.')).toBeInTheDocument();
  });

  it('reads German', async () => {
    chooseLanguage('de');
    try {
      await render({ device: 'Kiosk', overrides: [answeringCall('get', '*/ships/content', null)] });
      expect(await screen.findByText('Keine Schiffsdaten')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Kabinensuche' })).toBeInTheDocument();
    } finally {
      chooseLanguage('en');
    }
  });
});
