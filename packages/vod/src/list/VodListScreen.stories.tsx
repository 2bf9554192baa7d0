import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { MoviesScreen } from './VodListScreen';
import { connectingToVideoService } from '../test/video-service-stories';

const meta = {
  title: 'vod/Films',
  component: MoviesScreen,
  decorators: [atPath('/vod/overview/movies')],
  parameters: { shell: { route: '/vod/overview/movies' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof MoviesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 films in a virtualised grid of posters. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Films' })).toBeInTheDocument();
  },
};
/** No films. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/vods/getVods', { vods: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing here yet.')).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/vods/getVods')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The titles could not be loaded.');
  },
};
/** The films on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Films' })).toBeInTheDocument();
  },
};
/** Logging in to the video service and fetching the first page: the spinner. */
export const Loading: Story = connectingToVideoService;
