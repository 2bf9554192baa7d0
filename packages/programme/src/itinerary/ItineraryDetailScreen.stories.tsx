import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { ItineraryDetailScreen } from './ItineraryDetailScreen';

const meta = {
  title: 'programme/ItineraryDetail',
  component: ItineraryDetailScreen,
  decorators: [atPath('/itinerary/detail/:id')],
  loaders: [freshCache],
  parameters: programmeShell('/itinerary/detail/6'),
} satisfies Meta<typeof ItineraryDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PortDay: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'View Experiences' })).toBeInTheDocument();
  },
};
export const SeaDay: Story = {
  parameters: programmeShell('/itinerary/detail/2'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At sea: no port weather to show.')).toBeInTheDocument();
    const board = await within(canvasElement).findByRole('region', { name: 'On board that day' });
    await expect(await within(board).findByRole('link', { name: /^The day’s whole programme/ })).toBeInTheDocument();
  },
};
export const ProgrammeNotYetPlanned: Story = {
  parameters: programmeShell('/itinerary/detail/2', { overrides: [answeringCall('get', '*/programme/lineup', [])] }),
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByRole('region', { name: 'On board that day' });
    await expect(
      await within(board).findByText('Our Daily events are in the works! Please check back soon for updates.'),
    ).toBeInTheDocument();
  },
};
export const ProgrammeFailed: Story = {
  parameters: programmeShell('/itinerary/detail/6', { overrides: [failingCall('get', '*/programme/lineup')] }),
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByRole('region', { name: 'On board that day' });
    await expect(await within(board).findByText('The events could not be loaded.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/itinerary/detail/6', { overrides: [failingCall('get', '*/itinerary/schedules/:id')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This day could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/itinerary/detail/6', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
