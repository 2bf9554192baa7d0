import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { connectingToVideoService, playerOnTv, expectFailure } from '../test/video-service-stories';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { ChannelPlayerScreen } from './ChannelPlayerScreen';

const meta = {
  title: 'vod/ChannelPlayer',
  component: ChannelPlayerScreen,
  decorators: [atPath('/channel/:id')],
  parameters: { shell: { route: '/channel/1' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof ChannelPlayerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live channel: its name, what is on now and the player. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('video-player', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\w/);
    await expect(canvas.getByText(/^Now: /)).toBeInTheDocument();
  },
};
/** The channel on a 1920×1080 TV. */
export const OnTv: Story = playerOnTv;
/** Connecting to the video service (the hub stays silent). */
export const Loading: Story = connectingToVideoService;
/** A channel the provider does not carry. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/channels/getChannelData', { channels: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This title is not available.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/channels/getChannelData')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The channels could not be loaded.');
  },
};
