import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { photoStory, smithPhoto, twoPrintsAndADigital } from '../test/story-photos';
import { CartScreen } from './CartScreen';

const meta = {
  title: 'photomatch/CartScreen',
  component: CartScreen,
  parameters: photoStory('/photomatch/cart', { cart: twoPrintsAndADigital }),
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accepts the conditions, presses Place order and declines the one-time upgrade offer: the order is sent. */
async function orderDecliningTheUpgrade(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
  const upsell = within(await within(document.body).findByRole('dialog', { name: 'Upgrade to Voyage Collection?' }));
  await userEvent.click(upsell.getByRole('button', { name: 'No thanks, place my order' }));
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 for 2 on 6×8 prints: you can add 1 more FREE.')).toBeInTheDocument();
    await expect(canvas.getByText('You have 1 free digital copy left.')).toBeInTheDocument();
  },
};
export const WithPackage: Story = {
  parameters: photoStory('/photomatch/cart', { cart: [...twoPrintsAndADigital, { bulkPackageId: 'gala-bundle' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Package: Gala Night Bundle')).toBeInTheDocument();
  },
};
export const ConditionsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Please accept the Terms & Conditions, before placing your order')).toBeInTheDocument();
  },
};
export const Upsell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Upgrade to Voyage Collection?' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: photoStory('/photomatch/cart'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your photo basket is empty.')).toBeInTheDocument();
  },
};
/** An empty cart saved on the device that the hub could not confirm: it may not be the latest. */
export const EmptyStale: Story = {
  parameters: photoStory(
    '/photomatch/cart',
    { savedCart: { photos: [], photoGroups: [], totals: { grandTotal: 0, grandCount: 0, photoCount: 0 } } },
    { overrides: [failingCall('get', '*/photomatch/cart')] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your photo basket is empty.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This may not be your latest photo basket.');
  },
};
export const Error: Story = {
  parameters: photoStory(
    '/photomatch/cart',
    { cart: [{ photos: [{ id: smithPhoto(1), variants: [{ id: 'print-6x8', count: 1 }] }] }] },
    {
      overrides: [failingCall('get', '*/photomatch/cart')],
    },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your photo basket could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: photoStory('/photomatch/cart', {}, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
/** One print in: the offer says how many more trigger it and how many it then gives FREE. */
export const OfferToTrigger: Story = {
  parameters: photoStory('/photomatch/cart', { cart: [{ photos: [{ id: smithPhoto(1), variants: [{ id: 'print-6x8', count: 1 }] }] }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 for 2 on 6×8 prints: add 1 more and get the next 1 FREE.')).toBeInTheDocument();
    await expect(canvas.getByText('Total').parentElement).toHaveTextContent('£12.00');
  },
};
/** The hub refuses the order: the spec's order error (bookable-services §8), after the upsell was declined. */
export const OrderError: Story = {
  parameters: photoStory(
    '/photomatch/cart',
    { cart: twoPrintsAndADigital },
    { overrides: [failingCall('post', '*/photomatch/order', 422)] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderDecliningTheUpgrade(canvas);
    await expect(
      await canvas.findByText(
        'There has been an error while placing your order, please try again or contact the photo team for assistance.',
      ),
    ).toBeInTheDocument();
  },
};
/** conditions/allowed/Photoshop says no: the server's message instead of the order button. */
export const OrderNotPossible: Story = {
  parameters: photoStory(
    '/photomatch/cart',
    { cart: twoPrintsAndADigital },
    { overrides: [answeringCall('get', '*/conditions/allowed/Photoshop', { allowed: false, message: 'Your account is closed.' })] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Order not possible: Your account is closed.');
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
  },
};
/** The order's answer was lost and the orders cannot be read: the outcome is unknown, nothing is sent again. */
export const OrderOutcomeUnknown: Story = {
  parameters: photoStory(
    '/photomatch/cart',
    { cart: twoPrintsAndADigital },
    { overrides: [failingCall('post', '*/photomatch/order'), failingCall('get', '*/photomatch/orders')] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderDecliningTheUpgrade(canvas);
    await expect(await canvas.findByText(/We could not find out whether your order arrived\./)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};
