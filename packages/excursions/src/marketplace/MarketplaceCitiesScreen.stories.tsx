import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, demoMarketplaceActivity, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { MarketplaceCitiesScreen } from './MarketplaceCitiesScreen';

const norway = `/musement/${demoMarketplaceActivity('Fjord cruise to Mostraumen').countryId}`;

const meta = {
  title: 'excursions/MarketplaceCities',
  component: MarketplaceCitiesScreen,
  decorators: [atPath('/musement/:countryId')],
  parameters: { shell: { route: norway } },
} satisfies Meta<typeof MarketplaceCitiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Norway's five cities, the last without activities. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tours and activities in Norway' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Cities' })).getAllByRole('link')).toHaveLength(5);
  },
};
export const Empty: Story = {
  parameters: { shell: { route: norway, overrides: [answeringCall('get', '*/musement/countries/:id/cities', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No cities are offered in this country.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: norway, overrides: [failingCall('get', '*/musement/countries/:id/cities')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The cities could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: norway, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the cities…');
  },
};
