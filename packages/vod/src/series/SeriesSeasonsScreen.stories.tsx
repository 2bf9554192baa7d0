import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { connectingToVideoService, expectFailure } from '../test/video-service-stories';
import { atPath } from '@companion/screen-harness';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { SeriesSeasonsScreen } from './SeasonsScreen';
import { tvViewport } from '../test/tv-story';

const meta = {
  title: 'vod/SeriesSeasons',
  component: SeriesSeasonsScreen,
  decorators: [atPath('/vod/overview/serie/:id/:season?')],
  parameters: { shell: { route: '/vod/overview/serie/20001' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof SeriesSeasonsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A series: its picture, text and one link per season. */
export const Seasons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Seasons' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Season 1' })).toHaveAttribute('href', '/vod/overview/serie/20001/1');
  },
};
/** A season's episodes. */
export const Episodes: Story = {
  parameters: { shell: { route: '/vod/overview/serie/20001/1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Episodes' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Season 1' })).toBeInTheDocument();
  },
};
/** Connecting to the video service (the hub stays silent). */
export const Loading: Story = connectingToVideoService;
/** A series the provider does not know. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/vods/getVods', { vods: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This title is not available.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** A season without episodes. */
export const EmptySeason: Story = {
  parameters: { shell: { route: '/vod/overview/serie/20001/1', overrides: [answeringCall('get', '*/video/vods/getVods', { vods: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing here yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/vods/getVods')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The titles could not be loaded.');
  },
};
/** A series' seasons on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Season 1' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
