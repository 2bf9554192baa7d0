import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, demoWayfinderProfiles, failingCall } from '@companion/hub-sim';
import { WayfinderPanel } from './WayfinderPanel';

const meta = {
  title: 'wayfinder/WayfinderPanel',
  component: WayfinderPanel,
  args: { wayfinderProfileId: String(demoWayfinderProfiles.spa.id), destinationName: 'Serenity Spa' },
} satisfies Meta<typeof WayfinderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a guest's phone: the destination's deck, no "You are here" marker on any deck. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Serenity Spa is on deck 13.')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Destination(s)');
  },
};

/** On the deck 5 kiosk: its own deck marked "You are here". */
export const Kiosk: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are on deck 5.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Deck 5, you are here' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/wayfinder/maps/sideview/marker')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The deck plans could not be loaded.')).toBeInTheDocument();
  },
};

/** The hub has no deck plans for the place. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/wayfinder/maps/topview/marker', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no deck plans for Serenity Spa yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the deck plans…');
  },
};

/** Signage has wayfinder off in its profile: the panel shows nothing. */
export const WayfinderOff: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
