import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, DEMO_CLOSED_VENUE } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { RestaurantAvailabilityScreen } from './RestaurantAvailabilityScreen';

/** Meant for a 1920×1080 signage screen: pick that size in the browser to judge it. */
const meta = {
  title: 'reservations/RestaurantAvailability',
  component: RestaurantAvailabilityScreen,
  decorators: [atPath('/restaurantavailability/overview/:id')],
  globals: { device: 'DigitalSignage' },
  parameters: { shell: { route: '/restaurantavailability/overview/1' } },
} satisfies Meta<typeof RestaurantAvailabilityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight venues with their next slots in colour and words; the closed venue says so. */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closed = await canvas.findByRole('listitem', { name: DEMO_CLOSED_VENUE });
    await expect(closed).toHaveTextContent('No timeslots remain for this venue today');
  },
};
export const NoVenues: Story = {
  parameters: {
    shell: {
      route: '/restaurantavailability/overview/1',
      overrides: [answeringCall('get', '*/digitalsignage/content/:id', { id: 1, restaurants: [] })],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no restaurants to show.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { shell: { route: '/restaurantavailability/overview/99' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Restaurant availability is not available right now.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/restaurantavailability/overview/1', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading restaurant availability…')).toBeInTheDocument();
  },
};
