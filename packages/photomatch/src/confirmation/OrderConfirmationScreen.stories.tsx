import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { photoStory } from '../test/story-photos';
import { OrderConfirmationScreen } from './OrderConfirmationScreen';

const order = { orderId: 'PO-4101', date: '2026-11-23T10:00:00Z', status: 'Received', totals: { grandCount: 3, grandTotal: 24 } };

const meta = {
  title: 'photomatch/OrderConfirmationScreen',
  component: OrderConfirmationScreen,
  parameters: photoStory('/photomatch/orderconfirmation', {}, { guestRouteState: { order } }),
} satisfies Meta<typeof OrderConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your photo order PO-4101 has been placed.')).toBeInTheDocument();
  },
};
export const NothingToConfirm: Story = {
  // Story parameters merge deeply: null, not undefined, replaces the meta's order.
  parameters: photoStory('/photomatch/orderconfirmation', {}, { guestRouteState: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There is no order to confirm here\./)).toBeInTheDocument();
  },
};
