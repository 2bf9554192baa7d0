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
export const Empty: Story = { parameters: { shell: { guest: 'jones' } } };
export const Error: Story = { parameters: { shell: { expiredSession: true } } };
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
