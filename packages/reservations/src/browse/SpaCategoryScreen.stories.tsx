import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { SpaCategoryScreen } from './CategoryScreen';

const meta = {
  title: 'reservations/SpaCategory',
  component: SpaCategoryScreen,
  decorators: [atPath('/spa/category/:id')],
  parameters: { shell: { route: '/spa/category/spa-cat-1' } },
} satisfies Meta<typeof SpaCategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The treatments of Massages with prices and durations. */
export const Treatments: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Hot Stone Massage' })).toHaveTextContent('£129.00');
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/spa/category/spa-cat-9' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no spa treatments at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/spa/category/spa-cat-1', overrides: [failingCall('get', '*/spa')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The spa treatments could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/spa/category/spa-cat-1', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading spa treatments…')).toBeInTheDocument();
  },
};
