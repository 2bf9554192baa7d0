import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { SparkScreen } from './SparkScreen';

const meta = {
  title: 'programme/Spark',
  component: SparkScreen,
  decorators: [atPath('/itinerary/spark/:date?')],
  loaders: [freshCache],
  parameters: programmeShell('/itinerary/spark'),
} satisfies Meta<typeof SparkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Barcelona' })).toBeInTheDocument();
  },
};
export const NoSchedule: Story = {
  parameters: programmeShell('/itinerary/spark/2000-01-01'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no schedule for this date.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/itinerary/spark', { overrides: [failingCall('get', '*/itinerary/schedules')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This day could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/itinerary/spark', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
