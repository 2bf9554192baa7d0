import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { updateCart, type HubClient } from '@companion/hub-client';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion } from '../test/story-excursions';
import { cartElementFor } from './cart-changes';
import { BasketEntryScreen } from './BasketEntryScreen';

const capri = namedExcursion('Capri and the Blue Grotto');
const add = `/excursion/${capri.itinerary?.id}/${capri.id}`;

const withEmilyOnCapri = (hub: HubClient) =>
  updateCart(hub, [
    cartElementFor(
      { excursion: capri, itineraryId: String(capri.itinerary?.id) },
      { accountNumber: 'p-smith-1', firstName: 'Emily', lastName: 'Smith', price: 139, passengerType: 'Adult' },
    ),
  ]);

const meta = {
  title: 'excursions/BasketEntry',
  component: BasketEntryScreen,
  decorators: [atPath('/excursion/:itineraryId/:excursionId/:amend?')],
  parameters: { shell: { guest: 'smith', route: add } },
} satisfies Meta<typeof BasketEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Emily Smith' })).not.toBeChecked();
  },
};
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket' }));
    await expect(await canvas.findByText('Your basket has been updated.')).toBeInTheDocument();
  },
};
/** The basket's amend link (/1): the guests in the cart are ticked. */
export const Amend: Story = {
  parameters: { shell: { guest: 'smith', route: `${add}/1`, prepare: withEmilyOnCapri } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Emily Smith' })).toBeChecked();
  },
};
export const Error: Story = {
  parameters: { shell: { guest: 'smith', route: add, overrides: [failingCall('get', '*/passengers/cart')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', route: add, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
