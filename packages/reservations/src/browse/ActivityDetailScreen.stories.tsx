import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { ActivityDetailScreen } from './ItemDetailScreen';

const meta = {
  title: 'reservations/ActivityDetail',
  component: ActivityDetailScreen,
  decorators: [atPath('/activity/detail/:id')],
  parameters: { shell: { route: '/activity/detail/activity-31' } },
} satisfies Meta<typeof ActivityDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the item with its price, where it is, and "Log in to book". */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bridge Tour' })).toBeInTheDocument();
    await expect(canvas.getByText('£49.00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log in to book' })).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/activity/detail/activity-31', overrides: [failingCall('get', '*/activity/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/activity/detail/activity-31', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};
