import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TouchKeyboard } from './TouchKeyboard';

const labels = { keyboard: 'On-screen keyboard', space: 'Space', backspace: 'Delete', next: 'Next field', capitals: 'Capital letters' };

function KioskLoginFields() {
  const fields = useRef<HTMLDivElement>(null);
  const [reference, setReference] = useState('');
  const [surname, setSurname] = useState('');
  return (
    <div style={{ maxWidth: 880 }}>
      <div ref={fields} style={{ display: 'grid', gap: 8 }}>
        <label>
          Booking reference <input value={reference} onChange={(event) => setReference(event.target.value)} />
        </label>
        <label>
          Surname of the lead passenger <input value={surname} onChange={(event) => setSurname(event.target.value)} />
        </label>
      </div>
      <TouchKeyboard fields={fields} labels={labels} />
    </div>
  );
}

const meta = { title: 'ui/TouchKeyboard', component: KioskLoginFields } satisfies Meta<typeof KioskLoginFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the first tap goes to the first empty field. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Booking reference' })).toHaveAttribute('inputmode', 'none');
  },
};

/** A booking reference typed, then Next field and a surname. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const letter of ['A', 'U', 'R', '1', '2']) await userEvent.click(canvas.getByRole('button', { name: letter }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next field' }));
    for (const letter of ['S', 'M', 'I', 'T', 'H']) await userEvent.click(canvas.getByRole('button', { name: letter }));
    await expect(canvas.getByRole('textbox', { name: 'Booking reference' })).toHaveValue('AUR12');
    await expect(canvas.getByRole('textbox', { name: 'Surname of the lead passenger' })).toHaveValue('SMITH');
    await expect(canvas.getByRole('textbox', { name: 'Surname of the lead passenger' })).toHaveFocus();
  },
};
