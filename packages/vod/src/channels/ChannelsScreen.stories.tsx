import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { tvViewport } from '../test/tv-story';
import { connectingToVideoService, expectFailure } from '../test/video-service-stories';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { ChannelsScreen } from './ChannelsScreen';

const meta = {
  title: 'vod/Channels',
  component: ChannelsScreen,
  decorators: [atPath('/channels')],
  parameters: { shell: { route: '/channels' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof ChannelsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The live channels, each with what is on now. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: /Now: / }, { timeout: 5000 });
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/channel\/\d+$/));
    await expect(canvas.getByRole('link', { name: 'TV guide' })).toBeInTheDocument();
  },
};
/** The channels on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('link', { name: /Now: / }, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};
/** Connecting to the video service (the hub stays silent). */
export const Loading: Story = connectingToVideoService;
/** No channels. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/channels/getChannelData', { channels: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no live channels.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/channels/getChannelData')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The channels could not be loaded.');
  },
};
