import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { holidayStore } from './holiday-store';
import { HolidayScreen } from './HolidayScreen';

const fresh = () => {
  holidayStore.setState({ itinerary: undefined });
  return () => holidayStore.setState({ itinerary: undefined });
};

const meta = {
  title: 'account/HolidayScreen',
  component: HolidayScreen,
  beforeEach: fresh,
  parameters: { shell: { guest: 'smith' } },
} satisfies Meta<typeof HolidayScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mediterranean Jewels')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your holiday');
  },
};
export const Error: Story = {
  parameters: { shell: { guest: 'smith', expiredSession: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your holiday could not be loaded.');
  },
};
/** Empty: a booking with no travel parts yet. */
export const Empty: Story = {
  beforeEach: () => {
    holidayStore.setState({ itinerary: { cruises: [], hotels: [], flights: { flightsOut: [], flightsIn: [] }, passengers: [] } });
    return () => holidayStore.setState({ itinerary: undefined });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No travel has been booked yet.')).toBeInTheDocument();
  },
};
