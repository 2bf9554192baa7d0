import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { SpaOverviewScreen } from './SpaOverviewScreen';

const meta = {
  title: 'reservations/Spa',
  component: SpaOverviewScreen,
  decorators: [atPath('/spa/overview')],
  parameters: { shell: { route: '/spa/overview' } },
} satisfies Meta<typeof SpaOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spa category list. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Massages' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/spa/overview', overrides: [answeringCall('get', '*/spacategory', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no spa treatments at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/spa/overview', overrides: [failingCall('get', '*/spacategory')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The spa treatments could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/spa/overview', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading spa treatments…')).toBeInTheDocument();
  },
};
