import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { ActivityCategoryScreen } from './CategoryScreen';

const meta = {
  title: 'reservations/ActivityCategory',
  component: ActivityCategoryScreen,
  decorators: [atPath('/activity/category/:id')],
  parameters: { shell: { route: '/activity/category/act-cat-3' } },
} satisfies Meta<typeof ActivityCategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Behind the Scenes' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/activity/category/act-cat-9' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no activities at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/activity/category/act-cat-3', overrides: [failingCall('get', '*/activity')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The activities could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/activity/category/act-cat-3', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading activities…')).toBeInTheDocument();
  },
};
