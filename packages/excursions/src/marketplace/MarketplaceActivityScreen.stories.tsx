import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, demoMarketplaceActivity, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { MarketplaceActivityScreen } from './MarketplaceActivityScreen';

const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
const detail = `/musement/activity/${fjord.activity.uuid}`;

const meta = {
  title: 'excursions/MarketplaceActivity',
  component: MarketplaceActivityScreen,
  decorators: [atPath('/musement/activity/:activityId')],
  parameters: { shell: { route: detail } },
} satisfies Meta<typeof MarketplaceActivityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: facts, texts, highlights, inclusions, exclusions and a gallery of four pictures. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: fjord.activity.title })).toBeInTheDocument();
    for (const heading of ['Highlights', 'Inclusions', 'Exclusions', 'Pictures'])
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  },
};
/** An activity with nothing but its title: no facts, texts, groups or gallery. */
export const Bare: Story = {
  parameters: {
    shell: {
      route: detail,
      overrides: [
        answeringCall('get', '*/activities/:id', { uuid: fjord.activity.uuid, title: 'A walk' }),
        answeringCall('get', '*/activities/:id/taxonomies', []),
        answeringCall('get', '*/activities/:id/media', []),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A walk' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Highlights' })).toBeNull();
  },
};
export const Error: Story = {
  parameters: { shell: { route: detail, overrides: [failingCall('get', '*/activities/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This activity could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: detail, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the activity…');
  },
};
