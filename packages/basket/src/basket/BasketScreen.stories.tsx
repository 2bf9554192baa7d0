import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { updateCart, type HubClient } from '@companion/hub-client';
import { failingCall } from '@companion/hub-sim';
import { cartStore } from '../cart/cart-store';
import { demoCartChanges, freeCartChanges } from '../test/demo-cart';
import { BasketScreen } from './BasketScreen';

const withCart = (changes: typeof demoCartChanges) => (hub: HubClient) => updateCart(hub, changes);
/** The cart as a reload finds it saved on the device. */
const withSavedCart = (changes: typeof demoCartChanges) => async (hub: HubClient) => {
  const result = await updateCart(hub, changes);
  if (result.ok) cartStore.setState({ cart: result.value });
};

const meta = {
  title: 'basket/BasketScreen',
  component: BasketScreen,
  parameters: { shell: { guest: 'smith', route: '/basket' } },
} satisfies Meta<typeof BasketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items in basket.')).toBeInTheDocument();
  },
};
export const Filled: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', prepare: withCart(demoCartChanges) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Lisbon Old Town Walk' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
  },
};
/** A blocked account's basket still holds entries: they are listed, and the checkout says why it is not offered (§5). */
export const Blocked: Story = {
  parameters: { shell: { guest: 'weber', route: '/basket', prepare: withCart(demoCartChanges) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Lisbon Old Town Walk' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
  },
};
/** Nothing is paid at checkout: no Card / Cash choice. */
export const NothingToPay: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', prepare: withCart(freeCartChanges) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Continue' });
    await expect(within(canvasElement).queryByRole('radio', { name: 'Card' })).toBeNull();
  },
};
/** Continue pressed with nothing filled in: every checkout message. */
export const ValidationErrors: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', prepare: withCart(demoCartChanges) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Email addresses must match')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', expiredSession: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your basket could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your basket');
  },
};
/** The saved basket could not be refreshed: shown, marked as possibly out of date, and not orderable. */
export const OutOfDate: Story = {
  parameters: {
    shell: {
      guest: 'smith',
      route: '/basket',
      prepare: withSavedCart(demoCartChanges),
      overrides: [failingCall('get', '*/passengers/cart', 502)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/may be out of date/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
/** The order's answer never came back readable and the order is not among the bookings: only "Check again" is offered. */
export const OrderOutcomeUnknown: Story = {
  parameters: {
    shell: {
      guest: 'smith',
      route: '/basket',
      prepare: withCart(demoCartChanges),
      overrides: [failingCall('post', '*/passengers/cart/order', 502)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email address'), 'guest@example.com');
    await userEvent.type(canvas.getByLabelText('Confirm email address'), 'guest@example.com');
    await userEvent.click(canvas.getByLabelText('I accept the Terms & Conditions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('button', { name: 'Check again' })).toBeInTheDocument();
  },
};
