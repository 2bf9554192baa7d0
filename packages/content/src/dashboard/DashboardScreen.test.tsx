import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { PLACEHOLDER_IMAGE } from '@companion/ui';
import { renderScreen } from '../test/render-screen';
import { DashboardScreen } from './DashboardScreen';
import { chooseLanguage } from '@companion/screen-harness';

const withModules =
  (modules: DeviceConfig['deviceGroup']['deviceProfile']['modules']) =>
  (config: DeviceConfig): DeviceConfig => ({
    ...config,
    deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules } },
  });

describe('DashboardScreen', () => {
  it('shows one tile per module of the device profile', async () => {
    const { deviceConfig } = await renderScreen(<DashboardScreen />);
    const tiles = within(screen.getByRole('list', { name: 'Services on board' })).getAllByRole('link');
    expect(tiles).toHaveLength(deviceConfig.deviceGroup.deviceProfile.modules.length);
  });

  it('links an internal module to its route', async () => {
    await renderScreen(<DashboardScreen />, { patchConfig: withModules([{ id: 1, label: 'Daily Programme', url: '/dailyprogram' }]) });
    expect(screen.getByRole('link', { name: 'Daily Programme' })).toHaveAttribute('href', '/dailyprogram');
  });

  it('opens an external module in a new window without giving it the opener', async () => {
    await renderScreen(<DashboardScreen />, {
      patchConfig: withModules([{ id: 2, label: 'Cruise line', externalUrl: 'https://example.com/' }]),
    });
    const link = screen.getByRole('link', { name: 'Cruise line (opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when the device profile has no modules', async () => {
    await renderScreen(<DashboardScreen />, { patchConfig: withModules([]) });
    expect(screen.getByText('Nothing has been set up for this screen yet.')).toBeInTheDocument();
  });
});

const tileImage = (name: string) => {
  const image = screen.getByRole('link', { name }).querySelector('img');
  if (!image) throw new Error(`The tile "${name}" has no picture`);
  return image;
};

// Issue 13: every tile was a flat block of colour.
describe('the tile pictures', () => {
  it('show each module its blobs/image picture at the tile width', async () => {
    await renderScreen(<DashboardScreen />, {
      patchConfig: withModules([{ id: 1, label: 'Daily Programme', url: '/dailyprogram', imageId: 'programme' }]),
    });
    const url = new URL(tileImage('Daily Programme').src);
    expect(url.pathname).toMatch(/\/blobs\/image$/);
    expect(url.searchParams.get('id')).toBe('programme');
    expect(url.searchParams.get('width')).toBe('400');
  });

  it('fall back to the default image, then to the placeholder', async () => {
    await renderScreen(<DashboardScreen />, {
      patchConfig: (config) => ({
        ...withModules([{ id: 1, label: 'Daily Programme', url: '/dailyprogram', imageId: 'broken' }])(config),
        hub: { ...config.hub, defaultImageUrl: 'https://hub.example/default.jpg' },
      }),
    });
    const image = tileImage('Daily Programme');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', 'https://hub.example/default.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});

// Issue 13: the labels stayed English after switching to German.
describe('the module labels in German', () => {
  afterEach(() => chooseLanguage('en'));

  it('come from the catalogue for the modules the app knows', async () => {
    chooseLanguage('de');
    await renderScreen(<DashboardScreen />);
    const tiles = within(screen.getByRole('list', { name: 'Services an Bord' }));
    for (const label of ['Tagesprogramm', 'Landausflüge', 'Schiffsinformationen', 'Filme & TV', 'Problem melden']) {
      expect(tiles.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(tiles.queryByRole('link', { name: 'Daily Programme' })).not.toBeInTheDocument();
  });

  it("prefer the hub's own translation, and keep the hub's label for a module the app does not know", async () => {
    chooseLanguage('de');
    await renderScreen(<DashboardScreen />, {
      patchConfig: withModules([
        { id: 1, label: 'Today on Board', url: '/dailyprogram', translations: { de: 'Heute an Bord' } },
        { id: 2, label: 'Captain’s Corner', url: '/captains-corner' },
      ]),
    });
    expect(screen.getByRole('link', { name: 'Heute an Bord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Captain’s Corner' })).toBeInTheDocument();
  });

  it("keep the operator's wording in the hub's own language", async () => {
    await renderScreen(<DashboardScreen />, {
      patchConfig: withModules([{ id: 1, label: 'Today on Board', url: '/dailyprogram' }]),
    });
    expect(screen.getByRole('link', { name: 'Today on Board' })).toBeInTheDocument();
  });
});
