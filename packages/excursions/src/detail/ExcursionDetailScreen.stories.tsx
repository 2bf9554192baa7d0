import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion, soldOutExcursion } from '../test/story-excursions';
import { ExcursionDetailScreen } from './ExcursionDetailScreen';

const at = (name: string) => `/onboard/excursion/${namedExcursion(name).id}`;

const meta = {
  title: 'excursions/ExcursionDetail',
  component: ExcursionDetailScreen,
  decorators: [atPath('/onboard/excursion/:id')],
  parameters: { shell: { route: at('Scuba discovery dive') } },
} satisfies Meta<typeof ExcursionDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: every description type, prices with N/A, the waiver, and "Log in to book". */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Log in to book' })).toBeInTheDocument();
  },
};
/** A logged-in guest, arriving from the port page: port information and Book now. */
export const LoggedIn: Story = {
  parameters: {
    shell: { guest: 'smith', route: at('Pompeii ruins'), routeState: { portName: 'Naples', arrivalTime: '08:00', departureTime: '17:30' } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Book now' })).toBeInTheDocument();
  },
};
/** Children go free. */
export const FreeForChildren: Story = {
  parameters: { shell: { route: at('Naples pizza making') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('FREE')).toBeInTheDocument();
  },
};
/** Without descriptions from the hub: the facts and prices alone. */
export const WithoutDescriptions: Story = {
  parameters: { shell: { route: at('Pompeii ruins'), overrides: [failingCall('get', '*/descriptions/:id')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Prices' });
    await expect(canvas.queryByRole('heading', { name: 'Description' })).toBeNull();
  },
};
export const FullyBooked: Story = {
  parameters: { shell: { guest: 'smith', route: `/onboard/excursion/${soldOutExcursion().id}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This excursion is fully booked.')).toBeInTheDocument();
  },
};
/** Blocked for the muster: the reason instead of Book now. */
export const BlockedForMuster: Story = {
  parameters: { shell: { guest: 'berger', route: at('Pompeii ruins') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/complete your muster first/)).toBeInTheDocument();
  },
};
/** Digital signage: no book buttons. */
export const Signage: Story = {
  globals: { device: 'DigitalSignage' },
  parameters: { shell: { route: at('Pompeii ruins') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Prices' });
    await expect(canvas.queryByRole('link', { name: /book/i })).toBeNull();
  },
};
export const Error: Story = {
  parameters: { shell: { route: at('Pompeii ruins'), overrides: [failingCall('get', '*/excursions/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This excursion could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: at('Pompeii ruins'), silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the excursion');
  },
};
