import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { photoStory } from '../test/story-photos';
import { OrdersScreen } from './OrdersScreen';

const meta = {
  title: 'photomatch/OrdersScreen',
  component: OrdersScreen,
  parameters: photoStory('/photomatch/orders'),
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link', { name: /^Order PO-/ })).toHaveLength(2);
  },
};
export const Empty: Story = {
  parameters: photoStory('/photomatch/orders', {}, { guest: 'taylor' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are currently no photo orders for your account')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: photoStory('/photomatch/orders', {}, { overrides: [failingCall('get', '*/photomatch/orders')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: photoStory('/photomatch/orders', {}, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
