import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, DEMO_EMPTY_MARKETPLACE_CITY, demoMarketplaceActivity, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { MarketplaceActivitiesScreen } from './MarketplaceActivitiesScreen';

const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
const bergen = `/musement/${fjord.countryId}/${fjord.cityId}`;

const meta = {
  title: 'excursions/MarketplaceActivities',
  component: MarketplaceActivitiesScreen,
  decorators: [atPath('/musement/:countryId/:cityId')],
  parameters: { shell: { route: bergen } },
} satisfies Meta<typeof MarketplaceActivitiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bergen's five activities with picture, duration and price. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: fjord.activity.title });
    await expect(card).toHaveTextContent('3 Hours');
    await expect(card).toHaveTextContent('£62.00');
  },
};
/** Honningsvåg: the demo's city without activities. */
export const Empty: Story = {
  parameters: { shell: { route: `/musement/${DEMO_EMPTY_MARKETPLACE_CITY.countryId}/${DEMO_EMPTY_MARKETPLACE_CITY.cityId}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activities found for this location.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: bergen, overrides: [failingCall('get', '*/musement/countries/:id/cities/:id/activities')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  },
};
/** A malformed answer is a hub error like any other. */
export const Malformed: Story = {
  parameters: {
    shell: { route: bergen, overrides: [answeringCall('get', '*/musement/countries/:id/cities/:id/activities', [{ title: 42 }])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: bergen, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the activities…');
  },
};
