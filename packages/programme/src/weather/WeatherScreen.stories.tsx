import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { WeatherScreen } from './WeatherScreen';

const meta = {
  title: 'programme/Weather',
  component: WeatherScreen,
  decorators: [atPath('/weather')],
  loaders: [freshCache],
  parameters: programmeShell('/weather'),
} satisfies Meta<typeof WeatherScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const weatherAnswer = (body: unknown) =>
  programmeShell('/weather', { overrides: [answeringCall('get', '*/itinerary/weather/:date', body)] });

/** The port's picture, the sky and 19 °C large, the readings, when to be back aboard, the way to the day. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Barcelona: Sunny' })).toBeInTheDocument();
    await expect(canvas.getByText('All on board')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'The day in Barcelona' })).toBeInTheDocument();
  },
};
/** A sign: the picture beside the report, across the screen. */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Barcelona: Sunny' })).toBeInTheDocument();
  },
};
/** A portrait kiosk: the picture above the report, and six coming days in two rows. */
export const OnKiosk: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Barcelona: Sunny' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'The coming days' })).getAllByRole('listitem')).toHaveLength(6);
  },
};
/** No schedule entry for today. */
export const NotAvailable: Story = {
  parameters: weatherAnswer({ schedule: null }),
  play: async ({ canvasElement }) => {
    // Today's report and each coming day: the hub has no schedule entry for any of them.
    await expect(await within(canvasElement).findAllByText('Sorry, weather could not be retrieved')).toHaveLength(4);
  },
};
export const AtSea: Story = {
  parameters: weatherAnswer({ schedule: { id: 2, date: '2026-11-24', title: 'At sea', atSea: true } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At sea: no port weather to show.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/weather', { overrides: [failingCall('get', '*/itinerary/weather/:date')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The weather could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/weather', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
