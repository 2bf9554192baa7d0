import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CabinMessagesScreen } from './CabinMessagesScreen';

const meta = {
  title: 'account/CabinMessagesScreen',
  component: CabinMessagesScreen,
  parameters: { shell: { guest: 'smith' } },
} satisfies Meta<typeof CabinMessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Change of port: Naples')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { shell: { guest: 'jones' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { guest: 'smith', expiredSession: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('There has been an error: Please log in again.');
  },
};
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your messages');
  },
};
