import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenMessage } from './FullScreenMessage';

const meta = {
  title: 'ui/FullScreenMessage',
  component: FullScreenMessage,
  args: { title: 'Server Connection Error', detail: 'Could not fetch configuration from Hub.' },
} satisfies Meta<typeof FullScreenMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {};
export const TitleOnly: Story = { args: { detail: undefined, role: 'status' } };
