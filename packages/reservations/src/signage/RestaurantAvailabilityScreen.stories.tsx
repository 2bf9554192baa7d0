import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, DEMO_CLOSED_VENUE, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import type { SignageContent, SignageSlotColour } from '@companion/hub-client';
import { LiveAvailability } from './LiveAvailability';
import { RestaurantAvailabilityScreen } from './RestaurantAvailabilityScreen';

/** The board is made for a 1920×1080 signage screen: every story opens at that size. */
const signageScreen = {
  viewport: { options: { signage: { name: 'Signage 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' } } },
} as const;

const meta = {
  title: 'reservations/RestaurantAvailability',
  component: RestaurantAvailabilityScreen,
  decorators: [atPath('/restaurantavailability/overview/:id')],
  globals: { device: 'DigitalSignage', viewport: { value: 'signage', isRotated: false } },
  parameters: { ...signageScreen, shell: { route: '/restaurantavailability/overview/1' } },
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
  parameters: { shell: { route: '/restaurantavailability/overview/1', overrides: [failingCall('get', '*/digitalsignage/content/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Restaurant availability is not available right now.')).toBeInTheDocument();
  },
};
/** A board id the hub does not know (a mistyped id when the screen was set up). */
export const UnknownBoard: Story = {
  parameters: { shell: { route: '/restaurantavailability/overview/99' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page is no longer here.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/restaurantavailability/overview/1', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading restaurant availability…')).toBeInTheDocument();
  },
};

/** Slots every quarter of an hour all day, so the stale board shows some at any hour. */
const allDay: Record<string, SignageSlotColour> = Object.fromEntries(
  Array.from({ length: 96 }, (_, quarter) => [
    `${String(Math.floor(quarter / 4)).padStart(2, '0')}${String((quarter % 4) * 15).padStart(2, '0')}`,
    (['Green', 'Yellow', 'Red'] as const)[quarter % 3]!,
  ]),
);
const lastFetched: SignageContent = {
  id: 1,
  title: 'Restaurant availability',
  restaurants: [{ id: 'dining-1', name: 'Sakura Teppanyaki', location: 'Deck 12, forward', type: 'specialty', timeSlots: allDay }],
};
/** The hub stopped answering: the last board stays, with the time it was fetched. */
export const HubGone: Story = {
  render: () => (
    <LiveAvailability
      initial={lastFetched}
      load={() => Promise.resolve({ ok: false, error: { kind: 'network', message: 'The hub is not answering.' } })}
      refreshMs={50}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Showing information from .*: reconnecting…$/)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sakura Teppanyaki' })).toBeInTheDocument();
  },
};

const twelveVenues: SignageContent = {
  ...lastFetched,
  restaurants: [
    'Sakura Teppanyaki',
    'Lido Market Buffet',
    'The Grill',
    'Trattoria Luca',
    'Ocean Dining Room',
    'Pool Bar',
    'Le Bistro',
    'Sushi Bar',
    'Chef’s Table',
    'Piano Bar',
    'Burger Shack',
    'Crêperie',
  ].map((name, index) => ({
    id: `dining-${index + 1}`,
    name,
    location: `Deck ${5 + (index % 8)}`,
    type: index % 2 ? 'openSeating' : 'specialty',
    timeSlots: allDay,
  })),
};
/** A ship with more venues than one screen holds: eight a page, the rest a Next away. */
export const ManyVenues: Story = {
  render: () => <LiveAvailability initial={twelveVenues} load={() => Promise.resolve({ ok: true, value: twelveVenues })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
  },
};
