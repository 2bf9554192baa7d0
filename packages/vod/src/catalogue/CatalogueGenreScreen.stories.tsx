import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { CatalogueGenreScreen } from './CatalogueScreens';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';

const meta = {
  title: 'vod/CatalogueGenre',
  component: CatalogueGenreScreen,
  decorators: [atPath('/seanetvod/genre/:id')],
  parameters: { shell: { route: '/seanetvod/genre/g2' } },
} satisfies Meta<typeof CatalogueGenreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Family genre's movies, each a poster linking to its page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Family' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/seanetvod\/movie\/m\d+$/));
  },
};
/** The catalogue has not answered yet. */
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the ship cinema…')).toBeInTheDocument();
  },
};
/** A genre without movies. */
export const Empty: Story = {
  parameters: { shell: { route: '/seanetvod/genre/g99' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing here yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The catalogue fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/catalogue/:locale/master.json')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'Error fetching content', 'Error fetching content');
  },
};
/** A genre's movies on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Family' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
