import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion } from '../test/story-excursions';
import { ShoreExcursionScreen } from './ShoreExcursionScreen';

const pompeii = namedExcursion('Pompeii ruins');

const meta = {
  title: 'excursions/ShoreExcursion',
  component: ShoreExcursionScreen,
  decorators: [atPath('/shoreexcursion/:id')],
  parameters: { shell: { guest: 'smith', route: `/shoreexcursion/${pompeii.id}` } },
} satisfies Meta<typeof ShoreExcursionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The simple detail with Add to basket. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add to basket' })).toBeInTheDocument();
  },
};
export const DetailError: Story = {
  parameters: { shell: { guest: 'smith', route: `/shoreexcursion/${pompeii.id}`, overrides: [failingCall('get', '*/excursions/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This excursion could not be loaded.');
  },
};
export const DetailLoading: Story = {
  parameters: { shell: { guest: 'smith', route: `/shoreexcursion/${pompeii.id}`, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the excursion');
  },
};
