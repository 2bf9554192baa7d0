import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateTime } from 'luxon';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { DailyProgrammeScreen } from './DailyProgrammeScreen';

const meta = {
  title: 'programme/DailyProgramme',
  component: DailyProgrammeScreen,
  // Any address: a story that needs the date in it matches its own pattern inside.
  decorators: [atPath('*')],
  loaders: [freshCache],
  parameters: programmeShell('/itinerary/go'),
} satisfies Meta<typeof DailyProgrammeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today, a port day: the strip, the heading with the port and the day's cards. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Barcelona$/ })).toBeInTheDocument();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(10);
  },
};
/** A search that finds nothing: the message and its hint. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search Events' }), 'zzz');
    await expect(await canvas.findByText('No events match the filters')).toBeInTheDocument();
  },
};
/** View More open on the first event. */
export const ViewMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: /^View More/ }))[0]!);
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: programmeShell('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', [])] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Our Daily events are in the works! Please check back soon for updates.'),
    ).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/itinerary/go', { overrides: [failingCall('get', '*/programme/lineup')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The events could not be loaded.')).toBeInTheDocument();
  },
};
/** An address whose date is no date at all: said plainly, with the way to the programme. */
export const UnknownDate: Story = {
  decorators: [atPath('/dailyprogram/:date')],
  parameters: programmeShell('/dailyprogram/someday'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This date is not a day of the programme.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Show the Daily Programme' })).toHaveAttribute('href', '/dailyprogram');
  },
};
export const Loading: Story = {
  parameters: programmeShell('/itinerary/go', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};
/**
 * Signage: no search or filters, today's events still to come (or tomorrow's, chosen here so the
 * story looks the same at any hour), six a screen with Previous and Next.
 */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = within(await canvas.findByRole('navigation', { name: 'Choose a day' }));
    await userEvent.click(strip.getAllByRole('button', { name: /\d{2}\/\d{2}\/\d{4}/ })[1]!);
    const pager = within(await canvas.findByRole('navigation', { name: 'Pages of events' }));
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};
/** Signage once the day's last event has ended (this one ends at midnight): the board says so. */
export const OnSignageDayOver: Story = {
  globals: { device: 'DigitalSignage' },
  parameters: programmeShell('/itinerary/go', {
    overrides: [
      answeringCall('get', '*/programme/lineup', [
        { date: DateTime.now().toISODate(), events: [{ id: 1, name: 'Sunrise Yoga', venue: 'Sun Deck', start: '00:00', end: '00:00' }] },
      ]),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Today’s events are over. See you tomorrow!')).toBeInTheDocument();
  },
};
