import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
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

/** While the hub looks the hashtag up; then the page moves on to the article (or home). */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Opening…');
  },
};

/** The lookup failed: said so, with Try again, rather than sending the guest elsewhere. */
export const Failed: Story = {
  parameters: { shell: { route: '/hashtag/welcome', silentHub: false, overrides: [failingCall('get', '*/cms/articles/findByHashtag')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This content could not be loaded.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
