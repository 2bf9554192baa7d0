import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { updateCart, type HubClient } from '@companion/hub-client';
import { DEMO_RESORT, failingCall } from '@companion/hub-sim';
import { namedExcursion } from '../test/story-excursions';
import { cartElementFor } from './cart-changes';
import { BasketEntryScreen } from './BasketEntryScreen';

const capri = namedExcursion('Capri and the Blue Grotto');
const add = `/excursion/${capri.itinerary?.id}/${capri.id}`;
const yoga = namedExcursion('Hotel Arts rooftop yoga');
const addResort = `/resorts/${DEMO_RESORT.id}/${yoga.id}`;

/** The screen serves both the ship's excursions and the resort's (one path each, as the routes have). */
const atBasketEntryPaths: Decorator = (Story) => (
  <Routes>
    <Route path="/excursion/:itineraryId/:excursionId/:amend?" element={<Story />} />
    <Route path="/resorts/:resortId/:excursionId/:date?" element={<Story />} />
  </Routes>
);

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
  decorators: [atBasketEntryPaths],
  parameters: { shell: { guest: 'smith', route: add } },
} satisfies Meta<typeof BasketEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Emily Smith' })).not.toBeChecked();
  },
};
/** Add to basket pressed with nobody chosen: the message, and focus on the first guest it describes. */
export const NobodyChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to basket' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You need to select at least one passenger.');
    await expect(canvas.getByRole('checkbox', { name: 'Emily Smith' })).toHaveFocus();
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
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The booking could not be prepared.');
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', route: add, silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your party');
  },
};
/** A resort excursion. */
export const ResortAdd: Story = {
  parameters: { shell: { guest: 'smith', route: addResort } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
  },
};
/** The basket's amend link for a resort excursion names the day. */
export const ResortAmendDay: Story = {
  parameters: { shell: { guest: 'smith', route: `${addResort}/${yoga.date}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Resort excursion on/)).toBeInTheDocument();
  },
};
