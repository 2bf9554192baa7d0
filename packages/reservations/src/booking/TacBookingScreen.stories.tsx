import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TacModule } from '@companion/hub-client';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { tacBookingStore } from './tac-booking-store';
import { TacBookingScreen } from './TacBookingScreen';

/** The item being booked, as a detail page's Book now leaves it. */
const booking =
  (module: TacModule, objectId: string, numberOfPersons: number): Decorator =>
  (Story) => {
    tacBookingStore.setState({ module, objectId, numberOfPersons });
    return <Story />;
  };

const meta = {
  title: 'reservations/TacBooking',
  component: TacBookingScreen,
  decorators: [atPath('/tacbooking')],
  parameters: { shell: { guest: 'smith', route: '/tacbooking' } },
} satisfies Meta<typeof TacBookingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A spa treatment: one guest, the week's dates, the spa conditions. */
export const Spa: Story = {
  decorators: [booking('spa', 'spa-11', 1)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Book Hot Stone Massage' })).toBeInTheDocument();
    await expect(canvas.getByText('Spa treatments are booked for one guest.')).toBeInTheDocument();
  },
};
/** A table for four at La Terrazza. */
export const Dining: Story = {
  decorators: [booking('dining', 'dining-2', 4)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('4 guests')).toBeInTheDocument();
  },
};
/** A blocked account opened the booking address directly: why, instead of the form (§5). */
export const Blocked: Story = {
  decorators: [booking('dining', 'dining-2', 2)],
  parameters: { shell: { guest: 'weber', route: '/tacbooking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Book now' })).toBeNull();
  },
};
export const NothingChosen: Story = {
  decorators: [
    (Story) => {
      tacBookingStore.setState(tacBookingStore.getInitialState(), true);
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose a treatment, restaurant or activity to book first.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  decorators: [booking('spa', 'spa-11', 1)],
  parameters: { shell: { guest: 'smith', route: '/tacbooking', overrides: [failingCall('get', '*/spa/bookingInformation/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The booking options could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  decorators: [booking('spa', 'spa-11', 1)],
  parameters: { shell: { guest: 'smith', route: '/tacbooking', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading booking options…')).toBeInTheDocument();
  },
};
/** A treatment whose dates have no times left: the guest is told to try another date. */
export const SoldOut: Story = {
  decorators: [booking('spa', 'spa-14', 1)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = await canvas.findByRole('group', { name: 'Choose a date' });
    await userEvent.click(within(dates).getAllByRole('radio')[0]!);
    await expect(await canvas.findByText(/No times left on this date for 1 guest/)).toBeInTheDocument();
  },
};
/** The hub offers no dates at all. */
export const NoDates: Story = {
  decorators: [booking('dining', 'dining-2', 4)],
  parameters: {
    shell: {
      guest: 'smith',
      route: '/tacbooking',
      overrides: [
        answeringCall('get', '*/dining/bookingInformation/:id', { minimumNumberOfPersons: 1, maximumNumberOfPersons: 8, dates: [] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no dates to book at the moment.')).toBeInTheDocument();
  },
};
