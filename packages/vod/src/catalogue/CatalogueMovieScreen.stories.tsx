import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import { CatalogueMovieScreen } from './CatalogueScreens';

const meta = {
  title: 'vod/CatalogueMovie',
  component: CatalogueMovieScreen,
  decorators: [atPath('/seanetvod/movie/:id')],
  parameters: { shell: { route: '/seanetvod/movie/m3' } },
  beforeEach: () => clearVideoAuthentication(),
} satisfies Meta<typeof CatalogueMovieScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A movie: poster, tagline, Watch, synopsis, director and cast. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Watch' }, { timeout: 5000 })).toHaveAttribute('href', '/seanetvod/moviePlayer');
    await expect(canvas.getByText('Rosa Bianchi')).toBeInTheDocument();
  },
};
/** The movie on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Watch' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The catalogue has not answered yet. */
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the ship cinema…')).toBeInTheDocument();
  },
};
/** A movie the catalogue does not list. */
export const Empty: Story = {
  parameters: { shell: { route: '/seanetvod/movie/m999' } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'Error fetching content', 'Error fetching content');
  },
};
/** The movie's metadata fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/video/catalogue/movies/:movie/:locale/metadata.json')] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'Error fetching content', 'Error fetching content');
  },
};
