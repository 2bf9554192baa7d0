import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = { title: 'ui/TextField', component: TextField, args: { label: 'Booking reference' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Booking reference')).toHaveValue('');
  },
};
export const Filled: Story = {
  args: { defaultValue: 'AUR123456' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Booking reference')).toHaveValue('AUR123456');
  },
};
/** The message is tied to the field, so a screen reader reads it with the label. */
export const WithError: Story = {
  args: { error: 'Please enter your booking reference' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Booking reference');
    await expect(field).toHaveAccessibleDescription(/Please enter your booking reference/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AUR123456' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Booking reference')).toBeDisabled();
  },
};
