import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { renderScreen } from '../test/render-screen';
import MoreOnBoardView from './MoreOnBoardView';

const withoutModules = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules: [] } },
});

describe('more on board (under a kiosk’s page)', () => {
  it('offers every service of the device profile, each to its page', async () => {
    const { deviceConfig } = await renderScreen(<MoreOnBoardView />, { route: '/my_bookings' });
    const services = within(screen.getByRole('navigation', { name: 'More on board' }));
    expect(services.getByRole('heading', { level: 2, name: 'More on board' })).toBeInTheDocument();
    expect(services.getAllByRole('link')).toHaveLength(deviceConfig.deviceGroup.deviceProfile.modules.length);
    expect(services.getByRole('link', { name: 'Daily Programme' })).toHaveAttribute('href', '/dailyprogram');
  });

  it('loads its pictures after the page’s own', async () => {
    await renderScreen(<MoreOnBoardView />, { route: '/my_bookings' });
    const pictures = screen.getByRole('navigation', { name: 'More on board' }).querySelectorAll('img');
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toHaveAttribute('fetchpriority', 'low');
  });

  it('shows nothing where the profile has no services', async () => {
    await renderScreen(<MoreOnBoardView />, { route: '/my_bookings', patchConfig: withoutModules });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is not on the home page, which is that menu', async () => {
    await renderScreen(<MoreOnBoardView />, { route: '/' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is not on the login', async () => {
    await renderScreen(<MoreOnBoardView />, { route: '/login' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
