import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { renderScreen } from '../test/render-screen';
import { DashboardScreen } from './DashboardScreen';

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
