import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { ActivityOverviewScreen } from './ActivityOverviewScreen';

const meta = {
  title: 'reservations/ActivityOverview',
  component: ActivityOverviewScreen,
  decorators: [atPath('/activity/overview')],
  parameters: { shell: { route: '/activity/overview' } },
} satisfies Meta<typeof ActivityOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five categories, then all thirty activities with price and duration. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Food & Wine' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Pasta Making Class' })).toHaveTextContent('£45.00');
  },
};
export const Empty: Story = {
  parameters: {
    shell: {
      route: '/activity/overview',
      overrides: [answeringCall('get', '*/activitycategory', []), answeringCall('get', '*/activity', [])],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no activities at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/activity/overview', overrides: [failingCall('get', '*/activity')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The activities could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/activity/overview', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading activities…')).toBeInTheDocument();
  },
};
