import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'ui/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Terms and conditions',
    children: <p>Tours may change with the weather. Tickets are refunded when the ship cannot call.</p>,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).not.toHaveAttribute('open');
  },
};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Terms and conditions'));
    await expect(canvas.getByRole('group')).toHaveAttribute('open');
    await expect(canvas.getByText(/Tours may change/)).toBeVisible();
  },
};
