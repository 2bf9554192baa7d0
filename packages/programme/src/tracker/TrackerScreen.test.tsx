import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderProgrammeScreen, type RenderProgrammeOptions } from '../test/render-programme-screen';
import { TrackerScreen, tileTemplate } from './TrackerScreen';
import { chooseLanguage } from '@companion/screen-harness';

// The real coastline is half a megabyte; a square island stands in for it here.
vi.mock('./coastline', () => ({
  coastline: () => ({
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 40],
          [5, 40],
          [5, 45],
          [0, 45],
          [0, 40],
        ],
      ],
    },
  }),
}));

afterEach(() => clearHubDataCache());

const tracker = (options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/map/tracker/:id', () => <TrackerScreen />, { ...options, entry: '/map/tracker/1' });
const at = (heading: number, course = heading, dataType = 'Ship') => ({
  overrides: [
    answeringCall('get', '*/gps/current', {
      latitude: 39.5,
      longitude: 3.1,
      dataType,
      advancedInformation: {
        heading,
        course,
        weather: { synopsis: 'Clear sky', temp: 21.4, windSpeed: 14, windDirection: 'NW', unit: 'metric' },
      },
    }),
    // These tests read gps/current alone: the position stream (use-ship-position.test.ts) stays shut.
    failingCall('get', '*/cms/events/register', 503),
  ],
});
const rotor = () => document.querySelector('.leaflet-marker-icon')?.firstElementChild as HTMLElement | null;

describe('the ship tracker', () => {
  it('shows the ship where gps/current says, on the map', async () => {
    await tracker(at(180));
    expect(await screen.findByText('The ship is at 39.50° N, 3.10° E')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the voyage' })).toHaveAttribute('data-zoom', '4');
    await waitFor(() => expect(rotor()).not.toBeNull());
  });

  it('turns the ship by heading − 90°, inside a div icon of 80 px', async () => {
    await tracker(at(180));
    await waitFor(() => expect(rotor()?.style.transform).toBe('rotate(90deg)'));
    const icon = document.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    expect(icon.style.width).toBe('80px');
    expect(icon.style.transform).not.toContain('rotate');
  });

  it('says the location is approximate when the heading is 511', async () => {
    await tracker(at(511, 90));
    expect(await screen.findByText('Showing approximate location.')).toBeInTheDocument();
  });

  it('does not say so with a known heading and course', async () => {
    await tracker(at(90));
    await screen.findByText('The ship is at 39.50° N, 3.10° E');
    expect(screen.queryByText('Showing approximate location.')).not.toBeInTheDocument();
  });

  it('shows and hides the weather overlay', async () => {
    await tracker(at(90));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Show the weather' }));
    expect(screen.getByText('Clear sky, 21°C, wind 14 km/h NW')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show the weather' }));
    expect(screen.queryByText(/Clear sky, 21°C/)).not.toBeInTheDocument();
  });

  it('keeps the ship centred until the guest turns that off', async () => {
    await tracker(at(90));
    const toggle = await screen.findByRole('checkbox', { name: 'Keep the ship in the centre' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('draws the bundled coastline with no tile server', async () => {
    await tracker(at(90));
    await waitFor(() => expect(document.querySelector('.leaflet-coastline-pane canvas, .leaflet-coastline-pane svg path')).not.toBeNull());
    expect(document.querySelector('.leaflet-tile')).toBeNull();
  });

  it('adds the hub’s tiles above the coastline when it names a tile server', async () => {
    await tracker({
      ...at(90),
      patchConfig: (config) => ({ ...config, hub: { ...config.hub, osmServiceUrl: 'http://app.localhost:8080/api/osm' } }),
    });
    await waitFor(() => expect(document.querySelector('.leaflet-tile')?.getAttribute('src')).toMatch(/api\/osm\/4\/\d+\/\d+\.png$/));
  });

  it('offers Try again when the position cannot be loaded', async () => {
    await tracker({ overrides: [failingCall('get', '*/gps/current')] });
    expect(await screen.findByText('The ship’s position could not be loaded.')).toBeInTheDocument();
  });

  // Leaflet's own zoom buttons are named "Zoom in" and "Zoom out" whatever the guest's language.
  describe('the zoom buttons', () => {
    afterEach(() => chooseLanguage('en'));

    it('are named in English for an English guest', async () => {
      await tracker(at(180));
      expect(await screen.findByRole('button', { name: 'Zoom in' })).toHaveAttribute('title', 'Zoom in');
      expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('title', 'Zoom out');
    });

    it('are named in German for a German guest', async () => {
      chooseLanguage('de');
      await tracker(at(180));
      expect(await screen.findByRole('button', { name: 'Hineinzoomen' })).toHaveAttribute('title', 'Hineinzoomen');
      expect(screen.getByRole('button', { name: 'Herauszoomen' })).toHaveAttribute('title', 'Herauszoomen');
      expect(screen.queryByRole('button', { name: /zoom (in|out)/i })).toBeNull();
    });

    it('change language with the guest, once each', async () => {
      await tracker(at(180));
      expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
      chooseLanguage('de');
      expect(await screen.findByRole('button', { name: 'Hineinzoomen' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /zoom/i })).toHaveLength(2);
    });
  });

  it('reads the hub’s osmServiceUrl as a tile template', () => {
    expect(tileTemplate('https://tiles.ship/osm/')).toBe('https://tiles.ship/osm/{z}/{x}/{y}.png');
    expect(tileTemplate('https://tiles.ship/{z}/{x}/{y}.png')).toBe('https://tiles.ship/{z}/{x}/{y}.png');
    expect(tileTemplate(null)).toBeUndefined();
  });
});
