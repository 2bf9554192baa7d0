import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer';

/**
 * The shared player on its own. The screens that use it (films, live TV, the ship cinema, the
 * safety video) have their own stories for their loading, empty and failed states.
 */
const meta = {
  title: 'ui/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Safety briefing',
    loadingLabel: 'Loading the player…',
    // The demo hub's short clip, served with byte ranges like a real hub's blobs.
    sources: [{ src: '/api/blobs/safety-video/safety-briefing.webm', type: 'video/webm' }],
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clip ready to play: the player region named by its title, with keyboard-operable controls. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByTestId('video-player', {}, { timeout: 5000 });
    await expect(await within(player).findByRole('region', { name: 'Safety briefing' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};
