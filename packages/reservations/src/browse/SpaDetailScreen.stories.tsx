import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { SpaDetailScreen } from './ItemDetailScreen';

const meta = {
  title: 'reservations/ItemDetail',
  component: SpaDetailScreen,
  decorators: [atPath('/spa/detail/:id')],
  parameters: { shell: { route: '/spa/detail/spa-11' } },
} satisfies Meta<typeof SpaDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the treatment, its price and duration, and "Log in to book". */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Log in to book' })).toBeInTheDocument();
    await expect(canvas.getByText('£129.00')).toBeInTheDocument();
  },
};
export const LoggedIn: Story = {
  parameters: { shell: { guest: 'smith', route: '/spa/detail/spa-11' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Book now' })).toBeInTheDocument();
  },
};
export const BlockedForMuster: Story = {
  parameters: { shell: { guest: 'berger', route: '/spa/detail/spa-11' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/complete your muster first/)).toBeInTheDocument();
  },
};
/** Signage shows the treatment without any booking option. */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Hot Stone Massage' });
    await expect(canvas.queryByRole('link', { name: /book/i })).toBeNull();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/spa/detail/spa-11', overrides: [failingCall('get', '*/spa/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/spa/detail/spa-11', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};
