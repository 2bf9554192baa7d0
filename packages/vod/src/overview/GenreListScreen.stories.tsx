import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { connectingToVideoService, expectFailure } from '../test/video-service-stories';
import { atPath } from '@companion/screen-harness';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { GenreListScreen } from './GenreListScreen';
import { tvViewport } from '../test/tv-story';

const meta = {
  title: 'vod/GenreList',
  component: GenreListScreen,
  decorators: [atPath('/vod/overview/genre/:type')],
  parameters: { shell: { route: '/vod/overview/genre/movies' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof GenreListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The film genres, each a link to its list, and All films first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Drama' }, { timeout: 5000 })).toHaveAttribute('href', '/vod/overview/movies/1');
    await expect(canvas.getByRole('link', { name: 'All Films' })).toBeInTheDocument();
  },
};
/** Series genres. */
export const Series: Story = {
  parameters: { shell: { route: '/vod/overview/genre/series' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Crime series' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** Connecting to the video service (the hub stays silent). */
export const Loading: Story = connectingToVideoService;
/** No genres. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/vods/getProviders', { providers: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing here yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/vods/getProviders')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The titles could not be loaded.');
  },
};
/** The film genres on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Drama' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
