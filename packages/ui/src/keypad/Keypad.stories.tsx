import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Keypad } from './Keypad';

const labels = { input: 'Cabin number', clear: 'Clear', backspace: 'Delete last digit', submit: 'Search' };

function StatefulKeypad({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Keypad
      value={value}
      onChange={setValue}
      onSubmit={() => {}}
      canSubmit={value.length >= 4 && value.length <= 5}
      maxLength={6}
      labels={labels}
    />
  );
}

const meta = { title: 'ui/Keypad', component: StatefulKeypad, args: { initial: '' } } satisfies Meta<typeof StatefulKeypad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const ReadyToSearch: Story = {
  args: { initial: '7012' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

export const Full: Story = {
  args: { initial: '123456' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await expect(canvas.getByRole('textbox', { name: 'Cabin number' })).toHaveValue('123456');
  },
};

/** A tap on a key, then the physical keyboard: digits type, Backspace deletes, wherever the focus is in the keypad. */
export const PhysicalKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await userEvent.keyboard('0129{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Cabin number' })).toHaveValue('7012');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};
