import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { musterShell } from '../test/story-shell';
import { MusterStatusScreen } from './MusterStatusScreen';

const meta = {
  title: 'muster/MusterStatus',
  component: MusterStatusScreen,
  parameters: musterShell('/muster/status'),
} satisfies Meta<typeof MusterStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mixed states, no station visit required. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'James Smith' })).toBeInTheDocument();
  },
};
/** Anna Berger watched but was not scanned where the station visit is required. */
export const StationScanRequired: Story = {
  parameters: musterShell('/muster/status', { guest: 'berger' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not checked in')).toBeInTheDocument();
  },
};
export const Complete: Story = {
  parameters: musterShell('/muster/status', { guest: 'taylor' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your muster is complete. Thank you!')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: musterShell('/muster/status', {
    overrides: [answeringCall('get', '*/muster/passenger/status', { passengers: [], musterStationVisitRequired: false })],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nobody on your booking to muster.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: musterShell('/muster/status', { overrides: [failingCall('get', '*/muster/passenger/status')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The muster status can currently not be loaded. Please try again later.',
    );
  },
};
export const Loading: Story = {
  parameters: musterShell('/muster/status', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your muster status…');
  },
};
