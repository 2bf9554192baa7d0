import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'content/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { shell: { route: '/no/such/page' } },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '404 - content not found.' })).toBeInTheDocument();
  },
};
