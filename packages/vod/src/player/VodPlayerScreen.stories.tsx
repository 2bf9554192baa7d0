import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { connectingToVideoService, playerOnTv } from '../test/video-service-stories';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { VodPlayerScreen } from './VodPlayerScreen';

const meta = {
  title: 'vod/VodPlayer',
  component: VodPlayerScreen,
  decorators: [atPath('/vod/:id')],
  parameters: { shell: { route: '/vod/12' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof VodPlayerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A film playing: its title and the player. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('video-player', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\w/);
  },
};
/** The film on a 1920×1080 TV. */
export const OnTv: Story = playerOnTv;
/** Connecting to the video service (the hub stays silent). */
export const Loading: Story = connectingToVideoService;
/** A title with no playout asset: the player cannot start. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/vods/getPlayoutAssets', { assets: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The video could not be started.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/vods/getPlayoutAssets')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The video could not be started.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
