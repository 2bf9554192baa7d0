import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { VodDetailScreen } from './VodDetailScreen';

const meta = {
  title: 'vod/VodDetail',
  component: VodDetailScreen,
  decorators: [atPath('/vod/detail/:id')],
  parameters: { shell: { route: '/vod/detail/12' } },
  // Each story has its own demo provider: a token from another story is worthless there.
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof VodDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A film: poster, facts, Play, watchlist, director and 8 of the cast (after the 500 ms delay). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Play' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/**
 * The film on the guest's watchlist: the toggle keeps its label "On my watchlist", its tick box is
 * ticked and the button filled (aria-pressed true); focus stays on it while the provider answers.
 */
export const OnWatchlist: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'On my watchlist' }, { timeout: 5000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await expect(toggle).toHaveAccessibleName('On my watchlist');
    await expect(toggle).toHaveFocus();
  },
};
/** A film the guest started: Resume at the saved second. */
export const Resume: Story = {
  parameters: { shell: { route: '/vod/detail/5' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Resume at 30:00' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The skeleton while the delayed fetch waits. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the title…' })).toBeInTheDocument();
  },
};
/** The provider fails: the failure with Try again. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/vods/getVods')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'The demo hub was told to fail this call.', 'The title could not be loaded.');
  },
};
/** The film's page on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Play' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The provider knows no such title. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/video/vods/getVods', { vods: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This title is not available.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
