import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answeringCall } from '@companion/hub-sim';
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

const names = ['Films', 'Series', 'Genres', 'Kids', 'Audio', 'My watchlist', 'Live TV', 'TV guide'];
const pictureIn = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('link', { name }).querySelector('img');

/**
 * The chooser: films, series, genres, kids, audio, watchlist, live TV and the guide, each with its
 * drawn symbol. Films and Series show the operator's pictures (the first articles tagged
 * vodmovieimage and vodseriesimage); the rest keep their symbols. The pictures are decoration, so
 * the chooser has no loading, empty or error state of its own (the lists behind it do).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Films, series and TV' })).toBeInTheDocument();
    for (const name of names) await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
    await waitFor(() => expect(pictureIn(canvasElement, 'Films')?.getAttribute('src')).toMatch(/blobs\/image\?id=films&/), {
      timeout: 5000,
    });
    await waitFor(() => expect(pictureIn(canvasElement, 'Series')?.getAttribute('src')).toMatch(/blobs\/image\?id=series&/), {
      timeout: 5000,
    });
    await expect(pictureIn(canvasElement, 'Genres')).toBeNull();
  },
};
/** An operator without pictures for the chooser: every entry keeps its drawn symbol. */
export const WithoutPictures: Story = {
  parameters: { shell: { overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of names) {
      const entry = await canvas.findByRole('link', { name });
      await expect(entry.querySelector('svg')).toBeInTheDocument();
      await expect(entry.querySelector('img')).toBeNull();
    }
  },
};
/** The same chooser, with its pictures, on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'TV guide' })).toBeInTheDocument();
    await waitFor(() => expect(pictureIn(canvasElement, 'Films')).not.toBeNull(), { timeout: 5000 });
  },
};
