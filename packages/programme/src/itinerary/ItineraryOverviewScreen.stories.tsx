import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { ItineraryOverviewScreen } from './ItineraryOverviewScreen';

const meta = {
  title: 'programme/ItineraryOverview',
  component: ItineraryOverviewScreen,
  decorators: [atPath('/itinerary/overview')],
  loaders: [freshCache],
  parameters: programmeShell('/itinerary/overview'),
} satisfies Meta<typeof ItineraryOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the voyage day by day. */
export const Voyage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Day 2.*At sea/ })).toBeInTheDocument();
  },
};
/** A logged-in guest: flights, hotel and party around the cruise. */
export const Guest: Story = {
  parameters: programmeShell('/itinerary/overview', { guest: 'smith' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Flight BA478')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: programmeShell('/itinerary/overview', { overrides: [answeringCall('get', '*/itinerary/schedules', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your itinerary is not available yet.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/itinerary/overview', { overrides: [failingCall('get', '*/itinerary/schedules')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^There has been an error: /)).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/itinerary/overview', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
