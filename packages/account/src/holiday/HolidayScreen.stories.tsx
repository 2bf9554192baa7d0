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
    await expect(await within(canvasElement).findByText('Mediterranean Highlights')).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: { shell: { silentHub: true } } };
export const Error: Story = { parameters: { shell: { expiredSession: true } } };
/** Empty: a booking with no travel parts yet. */
export const Empty: Story = {
  beforeEach: () => {
    holidayStore.setState({ itinerary: { cruises: [], hotels: [], flights: [], passengers: [] } });
    return () => holidayStore.setState({ itinerary: undefined });
  },
};
