import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { TvGuideScreen } from './TvGuideScreen';
import { connectingToVideoService } from '../test/video-service-stories';

const meta = {
  title: 'vod/TvGuide',
  component: TvGuideScreen,
  decorators: [atPath('/vod/tvguide')],
  parameters: { shell: { route: '/vod/tvguide' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof TvGuideScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 12 channels × 4 hours, the now-line and the programmes on now marked. At now, Earlier and Now
 * are unavailable: dimmed with a dashed border, aria-disabled (still focusable).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Earlier' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Now' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Later' })).not.toHaveAttribute('aria-disabled');
  },
};
/** No channels. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/channels/getChannelData', { channels: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no live channels.')).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/channels/getChannelData')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The channels could not be loaded.');
  },
};
/** The guide on a 1920×1080 TV, where the arrow keys of the remote move through it. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** Logging in to the video service and fetching the line-up: the spinner. */
export const Loading: Story = connectingToVideoService;
