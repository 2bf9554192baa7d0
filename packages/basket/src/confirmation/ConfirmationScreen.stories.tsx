import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CartElement } from '@companion/hub-client';
import { failingCall } from '@companion/hub-sim';
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
  parameters: { shell: { guest: 'smith', route: '/confirmation', guestRouteState: order } },
} satisfies Meta<typeof ConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GRP-7QX2KD')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Cruises' })).toBeInTheDocument();
  },
};
export const PaidInCash: Story = {
  parameters: { shell: { guest: 'smith', route: '/confirmation', guestRouteState: { ...order, paymentMethod: 'CASH' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You chose to pay in cash/)).toBeInTheDocument();
  },
};
/** Error: the order is shown, but the guest's cruises and hotels could not be loaded. */
export const HolidayFailed: Story = {
  parameters: {
    shell: { guest: 'smith', route: '/confirmation', guestRouteState: order, overrides: [failingCall('get', '*/passengers/itinerary')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your cruise and hotel details could not be loaded.');
    await expect(canvas.getByText('GRP-7QX2KD')).toBeInTheDocument();
  },
};
/** Loading: the guest's holiday (cruises, hotels) is still on its way. */
export const LoadingHoliday: Story = {
  parameters: { shell: { guest: 'smith', route: '/confirmation', guestRouteState: order, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your holiday');
  },
};
/** Empty: opened without an order (a reload, a bookmark). */
export const NoOrder: Story = {
  // null, not left out: story parameters merge with the meta's, which would bring its order back.
  parameters: { shell: { guest: 'smith', route: '/confirmation', guestRouteState: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There is no order to show. Your bookings are listed under My bookings.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to My bookings' })).toBeInTheDocument();
  },
};
