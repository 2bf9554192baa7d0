import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPath } from '@companion/screen-harness';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { CatalogueMoviePlayerScreen } from './CatalogueScreens';

const meta = {
  title: 'vod/CatalogueMoviePlayer',
  component: CatalogueMoviePlayerScreen,
  decorators: [atPath('/seanetvod/moviePlayer')],
  // What the movie page's Watch passes (the token is the video service's; the stream checks it).
  parameters: {
    shell: {
      route: '/seanetvod/moviePlayer',
      routeState: { movieId: 'm3', mediaPath: 'origin-3', token: 'vod-token-1', title: 'The ship cinema film' },
    },
  },
} satisfies Meta<typeof CatalogueMoviePlayerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The movie playing with its bearer token. Loading is the player's own (covered by its stories). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The ship cinema film' })).toBeInTheDocument();
    await expect(await canvas.findByTestId('video-player')).toBeInTheDocument();
  },
};
/** The movie on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('video-player')).toBeInTheDocument();
  },
};
/** Opened without a movie (a reload loses the navigation state): the error. */
export const Failed: Story = {
  parameters: { shell: { route: '/seanetvod/moviePlayer', routeState: null } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'Error fetching content', 'Error fetching content');
  },
};
