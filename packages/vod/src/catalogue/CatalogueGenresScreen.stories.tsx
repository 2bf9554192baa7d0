import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { tvViewport } from '../test/tv-story';
import { expectFailure } from '../test/video-service-stories';
import { CatalogueGenresScreen } from './CatalogueScreens';

const master = '*/video/catalogue/:locale/master.json';
const meta = {
  title: 'vod/CatalogueGenres',
  component: CatalogueGenresScreen,
  decorators: [atPath('/seanetvod')],
  parameters: { shell: { route: '/seanetvod' } },
} satisfies Meta<typeof CatalogueGenresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ship cinema's six genres. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Family' }, { timeout: 5000 })).toHaveAttribute('href', '/seanetvod/genre/g2');
    await expect(canvas.getByRole('heading', { name: 'Ship cinema' })).toBeInTheDocument();
  },
};
/** The genres on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Classics' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** The catalogue has not answered yet. */
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the ship cinema…')).toBeInTheDocument();
  },
};
/** A catalogue without genres: the heading and no links. */
export const Empty: Story = {
  parameters: { shell: { overrides: [answeringCall('get', master, { genres: [], movies: [] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ship cinema' })).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
/** The catalogue fails. */
export const Failed: Story = {
  parameters: { shell: { overrides: [failingCall('get', master)] } },
  play: async ({ canvasElement }) => {
    await expectFailure({ canvasElement }, 'Error fetching content', 'Error fetching content');
  },
};
