import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, DEMO_SHIP_NAME, failingCall } from '@companion/hub-sim';
import { ShipDetailScreen } from './ShipDetailScreen';

const meta = {
  title: 'wayfinder/ShipDetail',
  component: ShipDetailScreen,
  parameters: { shell: { route: '/shipdetail' } },
} satisfies Meta<typeof ShipDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ship on a guest's phone: description, technical data, cabin categories, deck plans. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Cabin categories' })).toHaveTextContent('Balcony Stateroom');
    await expect(canvas.getByRole('img', { name: 'Plan of deck 14, Sky Deck.' })).toBeInTheDocument();
  },
};

/** The kiosk by the lifts: the Cabin Finder first; a demo guest's cabin found on deck 7. */
export const KioskCabinFound: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    for (const digit of '7012') await userEvent.click(canvas.getByRole('button', { name: digit }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Cabin 7012 is on deck 7.')).toBeInTheDocument();
    await expect(canvas.getByText('You are on deck 5.')).toBeInTheDocument();
  },
};

export const KioskCabinNotFound: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME });
    for (const digit of '4321') await userEvent.click(canvas.getByRole('button', { name: digit }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The cabin could not be found, please search for another cabin')).toBeInTheDocument();
  },
};

/** A sign never scrolls: the ship on the first screen, its deck plans on the next. */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeInTheDocument();
    const pager = within(canvas.getByRole('navigation', { name: 'Pages of the ship’s information' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Deck plans' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { route: '/shipdetail', overrides: [answeringCall('get', '*/ships/content', null)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Ship Data')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { shell: { route: '/shipdetail', overrides: [failingCall('get', '*/ships/content')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The ship information could not be loaded.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { shell: { route: '/shipdetail', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the ship information…');
  },
};
