import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CartElement } from '@companion/hub-client';
import { demoCartChanges } from '../test/demo-cart';
import type { ConfirmationState } from './confirmation-state';
import { ConfirmationScreen } from './ConfirmationScreen';

const excursions: CartElement[] = demoCartChanges.map((change, index) => ({ ...change, id: `c${index}`, price: change.price ?? 0 }));
const order: ConfirmationState = {
  excursions,
  total: 134,
  paymentMethod: 'CARD',
  confirmationMail: 'emily.smith@example.com',
  mobileNumber: '+44 7700 900123',
  groupReference: 'GRP-7QX2KD',
};

const meta = {
  title: 'basket/ConfirmationScreen',
  component: ConfirmationScreen,
  parameters: { shell: { guest: 'smith', route: '/confirmation', routeState: order } },
} satisfies Meta<typeof ConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GRP-7QX2KD')).toBeInTheDocument();
  },
};
export const PaidInCash: Story = {
  parameters: { shell: { guest: 'smith', route: '/confirmation', routeState: { ...order, paymentMethod: 'CASH' } } },
};
/** Loading: the guest's holiday (cruises, hotels) is still on its way. */
export const LoadingHoliday: Story = {
  parameters: { shell: { guest: 'smith', route: '/confirmation', routeState: order, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
/** Empty: opened without an order (a reload, a bookmark). */
export const NoOrder: Story = {
  parameters: { shell: { guest: 'smith', route: '/confirmation' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to My bookings' })).toBeInTheDocument();
  },
};
