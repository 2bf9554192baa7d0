import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { DiningDetailScreen } from './ItemDetailScreen';

const meta = {
  title: 'reservations/DiningDetail',
  component: DiningDetailScreen,
  decorators: [atPath('/dining/detail/:id')],
  parameters: { shell: { route: '/dining/detail/dining-1' } },
} satisfies Meta<typeof DiningDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the item with its price, where it is, and "Log in to book". */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sakura Teppanyaki' })).toBeInTheDocument();
    await expect(canvas.getByText('£39.00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log in to book' })).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/dining/detail/dining-1', overrides: [failingCall('get', '*/dining/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/dining/detail/dining-1', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};
