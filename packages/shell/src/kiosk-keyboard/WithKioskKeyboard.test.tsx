import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { WithKioskKeyboard } from './WithKioskKeyboard';

function ProblemForm() {
  const [text, setText] = useState('');
  return (
    <WithKioskKeyboard>
      <label>
        What is wrong?
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </WithKioskKeyboard>
  );
}

describe('WithKioskKeyboard', () => {
  it('puts a keyboard under the form on a kiosk, in small letters for a message', async () => {
    await renderInFrame({ device: 'Kiosk', page: <ProblemForm /> });
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    for (const key of ['t', 'a', 'p']) fireEvent.click(within(keyboard).getByRole('button', { name: key }));
    expect(screen.getByLabelText('What is wrong?')).toHaveValue('tap');
    expect(within(keyboard).getByRole('button', { name: 'Capital letters' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves the form alone on a guest’s own device', async () => {
    await renderInFrame({ page: <ProblemForm /> });
    expect(screen.getByLabelText('What is wrong?')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });
});
