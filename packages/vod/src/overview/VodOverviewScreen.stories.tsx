import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPath } from '@companion/screen-harness';
import { tvViewport } from '../test/tv-story';
import { VodOverviewScreen } from './VodOverviewScreen';

const meta = {
  title: 'vod/VodOverview',
  component: VodOverviewScreen,
  decorators: [atPath('/vod/overview')],
  parameters: { shell: { route: '/vod/overview' } },
} satisfies Meta<typeof VodOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chooser: films, series, genres, kids, audio, watchlist, live TV and the guide. It calls
 * nothing, so it has no loading, empty or error state of its own (the lists behind it do).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Films, series and TV' })).toBeInTheDocument();
    for (const name of ['Films', 'Series', 'Genres', 'Kids', 'Audio', 'My watchlist', 'Live TV', 'TV guide'])
      await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
  },
};
/** The same chooser on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'TV guide' })).toBeInTheDocument();
  },
};
