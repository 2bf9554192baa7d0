import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion, routeDateOf } from '../test/story-excursions';
import { ShoreDateScreen } from './ShoreDateScreen';

const naples = `/shoreexcursions/${routeDateOf(namedExcursion('Pompeii ruins').date)}`;

const meta = {
  title: 'excursions/ShoreDate',
  component: ShoreDateScreen,
  decorators: [atPath('/shoreexcursions/:date')],
  parameters: { shell: { route: naples } },
} satisfies Meta<typeof ShoreDateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Pompeii ruins' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/shoreexcursions/01-01-2001' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no experiences on this day.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: naples, overrides: [failingCall('get', '*/excursions/byDate')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The excursions could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: naples, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading excursions');
  },
};
