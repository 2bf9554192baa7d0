import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = { title: 'ui/TextField', component: TextField, args: { label: 'Booking reference' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'AUR123456' } };
export const WithError: Story = { args: { error: 'Please enter your booking reference' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'AUR123456' } };
