import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Modal } from './Modal';

const meta = {
  title: 'ui/Modal',
  component: Modal,
  args: { title: 'Video language', onClose: fn(), children: <p>Choose the language films play in.</p> },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { actions: <Button>Save</Button> },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutActions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Video language' }));
    await expect(dialog.getByText('Choose the language films play in.')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
