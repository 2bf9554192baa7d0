import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPath } from '@companion/screen-harness';
import { HashtagRedirect } from './HashtagRedirect';

const meta = {
  title: 'content/HashtagRedirect',
  component: HashtagRedirect,
  decorators: [atPath('/hashtag/:hashtag')],
  parameters: { shell: { route: '/hashtag/welcome', silentHub: true } },
} satisfies Meta<typeof HashtagRedirect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The only state a guest sees: while the hub looks the hashtag up. Then the page moves on. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Opening…');
  },
};
