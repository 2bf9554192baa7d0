import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_EMPTY_MARKETPLACE_CITY, demoMarketplaceActivity, failingCall } from '@companion/hub-sim';
import { RiverExcursionsScreen } from './RiverExcursionsScreen';

const placeOf = (title: string) => {
  const { countryId, cityId } = demoMarketplaceActivity(title);
  return `city=${countryId}/${cityId}`;
};
/** A Rhine cruise: Cologne, then Koblenz. */
const rhine = `/musement-river/excursions?${placeOf('Cologne Cathedral tower climb')}&${placeOf('Ehrenbreitstein Fortress by cable car')}`;

const meta = {
  title: 'excursions/RiverExcursions',
  component: RiverExcursionsScreen,
  parameters: { shell: { route: rhine } },
} satisfies Meta<typeof RiverExcursionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cologne' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Koblenz' })).toBeInTheDocument();
  },
};
/** A configured place without activities. */
export const Empty: Story = {
  parameters: {
    shell: { route: `/musement-river/excursions?city=${DEMO_EMPTY_MARKETPLACE_CITY.countryId}/${DEMO_EMPTY_MARKETPLACE_CITY.cityId}` },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activities found for this location.')).toBeInTheDocument();
  },
};
/** No places in the module's address: the guest browses by country. */
export const NotConfigured: Story = {
  parameters: { shell: { route: '/musement-river/excursions' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Countries' })).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: rhine, overrides: [failingCall('get', '*/musement/countries/:id/cities/:id/activities')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: rhine, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the activities…');
  },
};
