import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { MarketplaceCountriesScreen } from './MarketplaceCountriesScreen';

const meta = {
  title: 'excursions/MarketplaceCountries',
  component: MarketplaceCountriesScreen,
  parameters: { shell: { route: '/musement' } },
} satisfies Meta<typeof MarketplaceCountriesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo marketplace's nine countries as tiles, the cruise's Mediterranean ones first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const countries = await within(canvasElement).findByRole('list', { name: 'Countries' });
    await expect(within(countries).getAllByRole('link')).toHaveLength(9);
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/musement', overrides: [answeringCall('get', '*/musement/countries', [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No countries are offered at the moment.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: '/musement', overrides: [failingCall('get', '*/musement/countries')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The countries could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/musement', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the countries…');
  },
};
