import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = { title: 'ui/Button', component: Button, args: { children: 'Book now' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Disabled: Story = { args: { disabled: true } };
