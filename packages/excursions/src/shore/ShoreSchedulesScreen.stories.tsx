import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { ShoreSchedulesScreen } from './ShoreSchedulesScreen';

const meta = {
  title: 'excursions/ShoreSchedules',
  component: ShoreSchedulesScreen,
  parameters: { shell: { route: '/shoreexcursions' } },
} satisfies Meta<typeof ShoreSchedulesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(14);
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/shoreexcursions', overrides: [answeringCall('get', '*/itinerary/schedules', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no itinerary yet.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: '/shoreexcursions', overrides: [failingCall('get', '*/itinerary/schedules')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The itinerary could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/shoreexcursions', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the itinerary');
  },
};
