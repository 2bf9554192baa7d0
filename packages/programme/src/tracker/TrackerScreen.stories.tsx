import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { TrackerScreen } from './TrackerScreen';

const meta = {
  title: 'programme/Tracker',
  component: TrackerScreen,
  decorators: [atPath('/map/tracker/:id')],
  loaders: [freshCache],
  parameters: programmeShell('/map/tracker/1'),
} satisfies Meta<typeof TrackerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ship at sea on the bundled coastline (no tile server). */
export const AtSea: Story = {
  parameters: programmeShell('/map/tracker/1', {
    overrides: [
      answeringCall('get', '*/gps/current', {
        latitude: 39.2,
        longitude: 5.4,
        dataType: 'Ship',
        advancedInformation: {
          heading: 75,
          course: 75,
          weather: { synopsis: 'Clear sky', temp: 21, windSpeed: 14, windDirection: 'NW', unit: 'metric' },
        },
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Map of the voyage' })).toBeInTheDocument();
  },
};
/** In port the heading is unknown (511). */
export const Approximate: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Showing approximate location.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/map/tracker/1', { overrides: [failingCall('get', '*/gps/current')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The ship’s position could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/map/tracker/1', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
