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

/** Each day: its row to the day's shore excursions, then the link to the day itself. */
const hasBothLinksADay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const days = await canvas.findAllByRole('listitem');
  await expect(days).toHaveLength(14);
  for (const day of days) await expect(within(day).getAllByRole('link')).toHaveLength(2);
  await expect(canvas.getAllByRole('link', { name: /^About the day (in|at)/ })).toHaveLength(14);
};
export const Filled: Story = { play: hasBothLinksADay };
/** A portrait kiosk's larger type: each day's two links still share one row, so the fortnight fits the screen. */
export const OnKiosk: Story = { globals: { device: 'Kiosk' }, play: hasBothLinksADay };
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
