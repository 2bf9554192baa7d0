import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { DashboardScreen } from './DashboardScreen';

const meta = { title: 'content/DashboardScreen', component: DashboardScreen } satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loading and error states of the dashboard are the shell's start-up states (shell/StartUp):
 * the dashboard renders only once the device configuration is there.
 */

/** Filled: one tile per module of the demo device profile. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(within(canvasElement).getByRole('list', { name: 'Services on board' }));
    await expect(tiles.getByRole('link', { name: 'Daily Programme' })).toHaveAttribute('href', '/dailyprogram');
  },
};

const withoutModules = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules: [] } },
});

/** Empty: a device profile with no modules says so instead of showing a blank page. */
export const Empty: Story = {
  parameters: { shell: { patchConfig: withoutModules } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has been set up for this screen yet.')).toBeInTheDocument();
  },
};

const hasServices: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('list', { name: 'Services on board' })).toBeInTheDocument();
};

export const OnKiosk: Story = { globals: { device: 'Kiosk' }, play: hasServices };

export const OnSignage: Story = { globals: { device: 'DigitalSignage' }, play: hasServices };
