import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { updateCart, type HubClient } from '@companion/hub-client';
import { demoCartChanges, freeCartChanges } from '../test/demo-cart';
import { BasketScreen } from './BasketScreen';

const withCart = (changes: typeof demoCartChanges) => (hub: HubClient) => updateCart(hub, changes);

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
    await expect(await within(canvasElement).findByRole('radio', { name: 'Card' })).toBeChecked();
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
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', route: '/basket', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
