import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import MoreOnBoardView from './MoreOnBoardView';

const meta = {
  title: 'content/MoreOnBoard',
  component: MoreOnBoardView,
  globals: { device: 'Kiosk' },
  parameters: { shell: { route: '/my_bookings' } },
} satisfies Meta<typeof MoreOnBoardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The kiosk's services under a short page (the shell's `belowPage` slot). It has no loading or
 * error state of its own: it renders from the device configuration the shell already holds, and
 * the app's slot (`MoreOnBoard`) shows nothing while this view's code loads.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const services = within(await within(canvasElement).findByRole('navigation', { name: 'More on board' }));
    await expect(services.getByRole('link', { name: 'Daily Programme' })).toHaveAttribute('href', '/dailyprogram');
  },
};

const withoutModules = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules: [] } },
});

/** Empty: a profile without modules has nothing to offer, so nothing shows (not an empty heading). */
export const Empty: Story = {
  parameters: { shell: { route: '/my_bookings', patchConfig: withoutModules } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
