import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, demoWayfinderProfiles, failingCall } from '@companion/hub-sim';
import { renderWayfinderScreen, watchRequests } from '../test/render-wayfinder-screen';
import { WayfinderPanel } from './WayfinderPanel';

afterEach(cleanup);

const atrium = demoWayfinderProfiles.grandAtrium;
const Panel = () => <WayfinderPanel wayfinderProfileId={String(atrium.id)} destinationName="The Grand Atrium Restaurant" />;

describe('WayfinderPanel', () => {
  it('shows the destination on its deck with the legend, side view and deck plan', async () => {
    const asked: string[] = [];
    await renderWayfinderScreen('/article', Panel, { wrapFetch: watchRequests(asked) });
    expect(await screen.findByText('The Grand Atrium Restaurant is on deck 5.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find your way to The Grand Atrium Restaurant' })).toBeInTheDocument();
    expect(asked).toEqual(
      expect.arrayContaining([
        `wayfinder/maps/sideview/marker?wayfinderProfileId=${atrium.id}`,
        `wayfinder/maps/topview/marker?wayfinderProfileId=${atrium.id}`,
      ]),
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You are here', 'Destination(s)']);
    expect(screen.getByRole('img', { name: 'The ship from the side: The Grand Atrium Restaurant is on deck 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deck 5, your destination', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Plan of deck 5\b/ })).toBeInTheDocument();
    // A guest's phone is nowhere in particular.
    expect(screen.queryByText(/You are on deck/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Deck \d+/ })).toHaveLength(14);
  });

  // Screen-reader audit: the plan said only "Plan of deck 5", not which deck nor what is marked on it.
  it('describes the plan: the deck, its name and the destination the hub marked on it', async () => {
    await renderWayfinderScreen('/article', Panel);
    await screen.findByText('The Grand Atrium Restaurant is on deck 5.');
    expect(
      within(screen.getByRole('figure')).getByRole('img', {
        name: 'Plan of deck 5, Atrium Deck. The Grand Atrium Restaurant is marked on the plan.',
      }),
    ).toBeInTheDocument();
  });

  it('marks the kiosk’s own deck "You are here"', async () => {
    const Spa = () => <WayfinderPanel wayfinderProfileId={String(demoWayfinderProfiles.spa.id)} destinationName="Serenity Spa" />;
    await renderWayfinderScreen('/article', Spa, { device: 'Kiosk' });
    expect(await screen.findByText('Serenity Spa is on deck 13.')).toBeInTheDocument();
    expect(screen.getByText('You are on deck 5.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deck 5, you are here' }));
    expect(screen.getByRole('img', { name: 'Plan of deck 5, Atrium Deck. Your position is marked on the plan.' })).toBeInTheDocument();
    expect(within(screen.getByRole('figure')).getByText('You are here')).toBeInTheDocument();
  });

  it('shows another deck’s plan when its button is pressed', async () => {
    await renderWayfinderScreen('/article', Panel);
    await screen.findByText('The Grand Atrium Restaurant is on deck 5.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deck 12' }));
    expect(screen.getByRole('button', { name: 'Deck 12', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plan of deck 12, Lido Deck.' })).toBeInTheDocument();
  });

  it('holds the Cabin Finder', async () => {
    await renderWayfinderScreen('/article', Panel);
    await screen.findByText('The Grand Atrium Restaurant is on deck 5.');
    await userEvent.setup().click(screen.getByText('Find a cabin'));
    expect(screen.getByRole('textbox', { name: 'Cabin number' })).toBeVisible();
  });

  it('shows nothing where the device profile does not enable wayfinder', async () => {
    const { container } = await renderWayfinderScreen('/article', Panel, {
      patchConfig: (config) => ({
        ...config,
        deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, enableWayfinder: false } },
      }),
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the hub has no deck plans for the place', async () => {
    await renderWayfinderScreen('/article', Panel, { overrides: [answeringCall('get', '*/wayfinder/maps/topview/marker', [])] });
    expect(await screen.findByText('There are no deck plans for The Grand Atrium Restaurant yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Decks' })).toBeNull();
  });

  it('says when the deck plans cannot be loaded', async () => {
    await renderWayfinderScreen('/article', Panel, { overrides: [failingCall('get', '*/wayfinder/maps/topview/marker')] });
    expect(await screen.findByText('The deck plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
