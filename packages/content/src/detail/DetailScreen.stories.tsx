import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { PLACEHOLDER_IMAGE } from '@companion/ui';
import { DetailScreen } from './DetailScreen';

const meta = {
  title: 'content/DetailScreen',
  component: DetailScreen,
  decorators: [atPath('/content/detail/:id')],
  parameters: { shell: { route: '/content/detail/1001' } },
} satisfies Meta<typeof DetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const layout = (id: number, name: string): Story => ({
  parameters: { shell: { route: `/content/detail/${id}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article')).toHaveAttribute('data-layout', name);
  },
});

/** Classic, with a gallery of three pictures, where-and-when and audio. */
export const Classic: Story = layout(1001, 'Classic');
/** FullScreen, with a single picture and a video. */
export const FullScreen: Story = layout(1002, 'FullScreen');
/**
 * The article's picture and the hub's default image both fail: the placeholder stands in its
 * 16:9 box (platform.md §8). The play fires the errors itself where no browser loads pictures.
 */
export const PictureUnavailable: Story = {
  parameters: { shell: { route: '/content/detail/1002', overrides: [failingCall('get', '*/blobs/image')] } },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'Your Ship at a Glance' });
    if (picture.getAttribute('src') !== PLACEHOLDER_IMAGE) await fireEvent.error(picture);
    if (picture.getAttribute('src') !== PLACEHOLDER_IMAGE) await fireEvent.error(picture);
    await expect(picture).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  },
};
/** Extended, with PDFs, book-now and further articles. */
export const Extended: Story = layout(1003, 'Extended');
/** The editor's own HTML, sanitised (its script tag is gone), without the product's frame. */
export const UnfilteredHtml: Story = layout(1004, 'UnfilteredHtml');
export const Timetable: Story = layout(1005, 'Timetable');
export const ExcursionTimetable: Story = layout(1006, 'ExcursionTimetable');
export const ItineraryTimetable: Story = layout(1007, 'ItineraryTimetable');
export const AgendaTimetable: Story = layout(1008, 'AgendaTimetable');
export const DailySchedule: Story = layout(1009, 'DailySchedule');

export const DailyScheduleTomorrow: Story = {
  parameters: { shell: { route: '/content/detail/1009?date=tomorrow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Tomorrow' })).toBeInTheDocument();
  },
};

/** 12-hour times, as the midnight theme asks. */
export const DailyScheduleTwelveHour: Story = {
  globals: { theme: 'midnight' },
  parameters: { shell: { route: '/content/detail/1009' } },
  play: async ({ canvasElement }) => {
    const schedule = await within(canvasElement).findByRole('region', { name: 'Today' });
    const sunriseYoga = (await within(schedule).findByText('Sunrise Yoga')).closest('li');
    await expect(sunriseYoga).toHaveTextContent('7:00 AM – 8:00 AM');
  },
};

/** Empty: a day without events says 'No events on {date}'. */
export const DailyScheduleNoEvents: Story = {
  parameters: { shell: { route: '/content/detail/1009?date=01-01-2099' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events on 01/01/2099')).toBeInTheDocument();
  },
};

/** Error: the day's schedule cannot be loaded (the article itself can). */
export const DailyScheduleError: Story = {
  parameters: {
    shell: {
      route: '/content/detail/1009',
      overrides: [failingCall('get', '*/cms/dailySchedule')],
    },
  },
  play: async ({ canvasElement }) => {
    const schedule = await within(canvasElement).findByRole('region', { name: 'Today' });
    await expect(await within(schedule).findByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** Preview mode: an unpublished article, marked. */
export const UnpublishedInPreview: Story = {
  parameters: { shell: { route: '/content/detail/6001?previewMode=true' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hidden (preview)')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { shell: { route: '/content/detail/1001', overrides: [failingCall('get', '*/cms/articles/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This content could not be loaded.');
  },
};

/** An article the hub no longer has (an old link): gone, with the way home. */
export const Gone: Story = {
  parameters: { shell: { route: '/content/detail/6001' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page is no longer here.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  parameters: { shell: { route: '/content/detail/1001', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading content');
  },
};

/** The kiosk hides the video and, unless showPdfsOnKiosk, the PDFs. */
export const ExtendedOnKiosk: Story = { ...layout(1003, 'Extended'), globals: { device: 'Kiosk' } };
export const FullScreenOnSignage: Story = { ...layout(1002, 'FullScreen'), globals: { device: 'DigitalSignage' } };
