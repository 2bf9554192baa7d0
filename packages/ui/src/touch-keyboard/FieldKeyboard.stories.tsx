import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldKeyboard } from './FieldKeyboard';

const labels = { keyboard: 'On-screen keyboard', space: 'Space', backspace: 'Delete', capitals: 'Capital letters', done: 'Done' };

/** A film search at a kiosk: the keys docked at the screen's foot type into it; Done sends it. */
function FilmSearch({ onSearch, onDone }: { onSearch: (words: string) => void; onDone: () => void }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [words, setWords] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words);
      }}
    >
      <input ref={setField} type="search" aria-label="Search films" value={words} onChange={(event) => setWords(event.target.value)} />
      {field ? <FieldKeyboard field={field} labels={labels} onDone={onDone} /> : null}
    </form>
  );
}

const meta = {
  title: 'ui/FieldKeyboard',
  component: FilmSearch,
  args: { onSearch: fn(), onDone: fn() },
} satisfies Meta<typeof FilmSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Small letters first; the search field asks for no system keyboard while these keys are shown. */
export const Docked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'On-screen keyboard' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search films' })).toHaveAttribute('inputmode', 'none');
    await expect(canvas.getByRole('button', { name: 'Capital letters' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** "heat" typed, then Done: the search is sent once and the keys are put away by their owner. */
export const SearchSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search films' }));
    for (const letter of ['h', 'e', 'a', 't']) await userEvent.click(canvas.getByRole('button', { name: letter }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('heat');
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
