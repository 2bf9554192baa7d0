import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPath } from '@companion/screen-harness';
import { KidsScreen } from './KidsScreen';
import { tvViewport } from '../test/tv-story';

const meta = {
  title: 'vod/Kids',
  component: KidsScreen,
  decorators: [atPath('/vod/overview/kids')],
  parameters: { shell: { route: '/vod/overview/kids' } },
} satisfies Meta<typeof KidsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The kids section's door to its films; it calls nothing, so this is its only state. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kids' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Kids films' })).toHaveAttribute('href', '/vod/overview/kids/movies');
  },
};
/** The kids section on a 1920×1080 TV. */
export const OnTv: Story = {
  ...tvViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Kids films' })).toBeInTheDocument();
  },
};
