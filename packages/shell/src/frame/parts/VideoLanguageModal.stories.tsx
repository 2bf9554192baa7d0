import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoLanguageModal } from './VideoLanguageModal';

const meta = {
  title: 'shell/VideoLanguageModal',
  component: VideoLanguageModal,
  args: {
    locales: [
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ],
    current: 'en',
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof VideoLanguageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save stays disabled until the guest picks another language. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('de');
  },
};

/** Empty: a device without languages still offers Close. */
export const NoLocales: Story = {
  args: { locales: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
