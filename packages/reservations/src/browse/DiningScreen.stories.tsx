import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { DiningScreen } from './DiningScreen';

const meta = {
  title: 'reservations/Dining',
  component: DiningScreen,
  decorators: [atPath('/dining')],
  parameters: { shell: { route: '/dining' } },
} satisfies Meta<typeof DiningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sakura Teppanyaki' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/dining', overrides: [answeringCall('get', '*/dining', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no restaurants at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/dining', overrides: [failingCall('get', '*/dining')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The restaurants could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/dining', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading restaurants…')).toBeInTheDocument();
  },
};
