import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { OnboardBookingsScreen } from './OnboardBookingsScreen';

const meta = {
  title: 'account/OnboardBookingsScreen',
  component: OnboardBookingsScreen,
  parameters: { shell: { guest: 'smith' } },
} satisfies Meta<typeof OnboardBookingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getByText('Hot Stone Massage')).toBeInTheDocument();
  },
};
export const GroupedByStatus: Story = {
  parameters: {
    shell: {
      guest: 'smith',
      patchConfig: (c: DeviceConfig): DeviceConfig => ({
        ...c,
        hub: { ...c.hub, uiSettings: { ...c.hub.uiSettings, groupBookingsByStatus: true } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const waitlist = await within(canvasElement).findByRole('table', { name: 'Waitlist' });
    await expect(within(waitlist).getByText('Pasta Making Class')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { guest: 'jones' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no onboard bookings yet.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { guest: 'smith', expiredSession: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
  },
};
/** Loading: the spinner shows until the hub answers. */
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your bookings');
  },
};
