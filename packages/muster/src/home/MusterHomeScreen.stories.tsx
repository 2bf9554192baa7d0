import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { musterShell } from '../test/story-shell';
import { MusterHomeScreen } from './MusterHomeScreen';

const meta = {
  title: 'muster/MusterHome',
  component: MusterHomeScreen,
  parameters: musterShell('/muster/home'),
} satisfies Meta<typeof MusterHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Smiths: two of three still to go. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '2 people in your party still have to complete the muster.',
    );
  },
};
/** The Taylors: everyone done. */
export const Complete: Story = {
  parameters: musterShell('/muster/home', { guest: 'taylor' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Your muster is complete. Thank you!');
  },
};
/** A booking with nobody to muster. */
export const Empty: Story = {
  parameters: musterShell('/muster/home', {
    overrides: [answeringCall('get', '*/muster/passenger/status', { passengers: [], musterStationVisitRequired: false })],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nobody on your booking to muster.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: musterShell('/muster/home', { overrides: [failingCall('get', '*/muster/passenger/status')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The muster status can currently not be loaded.');
  },
};
export const Loading: Story = {
  parameters: musterShell('/muster/home', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your muster status…');
  },
};
