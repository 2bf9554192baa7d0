import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PhotoOrder } from '@companion/hub-client';
import { photoStory, smithPhoto } from '../test/story-photos';
import { OrderDetailScreen } from './OrderDetailScreen';

const bigOrder: PhotoOrder = {
  orderId: 'PO-4001',
  date: '2026-11-22T19:30:00Z',
  status: 'Completed',
  totals: { grandCount: 12, grandTotal: 89.9 },
  digital: { photos: Array.from({ length: 12 }, (_, index) => `${smithPhoto(101 + index)}.svg`), zip: 'PO-4001.zip' },
};
const detail = (order: PhotoOrder | undefined, extra: Record<string, unknown> = {}) =>
  // Story parameters merge deeply: null, not undefined, replaces the meta's order.
  photoStory('/photomatch/orderDetail', {}, { guestRouteState: order ? { order } : null, ...extra });

const meta = {
  title: 'photomatch/OrderDetailScreen',
  component: OrderDetailScreen,
  parameters: detail(bigOrder),
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithZip: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Download all photos (zip)' })).toBeInTheDocument();
  },
};
export const NotReady: Story = {
  parameters: detail({ ...bigOrder, digital: { photos: [], statusNotReady: true } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/being prepared/)).toBeInTheDocument();
  },
};
export const NoOrder: Story = {
  parameters: detail(undefined),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Open an order from your orders to see it here.')).toBeInTheDocument();
  },
};
/** Nine photos or fewer: each to view, no zip (bookable-services §9). */
export const FewPhotos: Story = {
  parameters: detail({ ...bigOrder, digital: { photos: bigOrder.digital!.photos.slice(0, 9), zip: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: /^View digital photo / })).toHaveLength(9);
    await expect(canvas.queryByRole('link', { name: 'Download all photos (zip)' })).toBeNull();
  },
};
export const PrintsOnly: Story = {
  parameters: detail({ ...bigOrder, orderId: 'PO-4002', digital: { photos: [], zip: null } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This order has no digital photos.')).toBeInTheDocument();
  },
};
/** A kiosk offers nothing to download (bookable-services §6). */
export const OnKiosk: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Download not available on kiosk')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Download all photos (zip)' })).toBeNull();
  },
};
