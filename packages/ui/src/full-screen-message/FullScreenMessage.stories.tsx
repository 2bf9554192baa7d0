import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenMessage } from './FullScreenMessage';

const meta = {
  title: 'ui/FullScreenMessage',
  component: FullScreenMessage,
  args: { title: 'Server Connection Error', detail: 'Could not fetch configuration from Hub.' },
} satisfies Meta<typeof FullScreenMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('alert');
    await expect(within(message).getByRole('heading', { name: 'Server Connection Error' })).toBeInTheDocument();
    await expect(message).toHaveTextContent('Could not fetch configuration from Hub.');
  },
};
export const TitleOnly: Story = {
  args: { detail: undefined, role: 'status' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Server Connection Error$/);
  },
};
