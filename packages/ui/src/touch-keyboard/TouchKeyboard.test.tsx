import { describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TouchKeyboard } from './TouchKeyboard';

const labels = { keyboard: 'On-screen keyboard', space: 'Space', backspace: 'Delete', next: 'Next field', capitals: 'Capital letters' };

/** A login-like form whose fields keep their value in React state, as the app's forms do. */
function Harness({ showKeyboard = true }: { showKeyboard?: boolean }) {
  const fields = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState('29/11/2026');
  const [reference, setReference] = useState('');
  const [surname, setSurname] = useState('');
  return (
    <>
      <form ref={fields}>
        <label>
          Departure date
          <input value={date} maxLength={10} inputMode="numeric" onChange={(event) => setDate(event.target.value)} />
        </label>
        <label>
          Booking reference
          <input value={reference} onChange={(event) => setReference(event.target.value.toUpperCase())} />
        </label>
        <label>
          Surname
          <input value={surname} onChange={(event) => setSurname(event.target.value)} />
        </label>
        <p>Held by React: {`${date}|${reference}|${surname}`}</p>
      </form>
      {showKeyboard ? <TouchKeyboard fields={fields} labels={labels} /> : null}
    </>
  );
}

const key = (name: string) => screen.getByRole('button', { name });

describe('TouchKeyboard', () => {
  it('types into the first empty field until the guest chooses one, and the form’s state follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const letter of ['A', 'U', 'R', '1']) await user.click(key(letter));
    expect(screen.getByLabelText('Booking reference')).toHaveValue('AUR1');
    expect(screen.getByLabelText('Booking reference')).toHaveFocus();
    expect(screen.getByText('Held by React: 29/11/2026|AUR1|')).toBeInTheDocument();
  });

  it('keeps the focus in the field a key is tapped for, types at the caret and deletes before it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Surname'));
    for (const letter of ['S', 'M', 'T', 'H']) await user.click(key(letter));
    const surname = screen.getByLabelText<HTMLInputElement>('Surname');
    surname.setSelectionRange(2, 2);
    await user.click(key('I'));
    expect(surname).toHaveValue('SMITH');
    expect(surname).toHaveFocus();
    await user.click(key('Delete'));
    await user.click(key('Delete'));
    expect(surname).toHaveValue('STH');
    await user.click(key('Space'));
    await user.click(key('-'));
    expect(surname).toHaveValue('S -TH');
  });

  it('stops at the field’s maximum length and moves on with Next field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Departure date'));
    await user.click(key('1'));
    expect(screen.getByLabelText('Departure date')).toHaveValue('29/11/2026');
    await user.click(key('Next field'));
    expect(screen.getByLabelText('Booking reference')).toHaveFocus();
    await user.click(key('B'));
    expect(screen.getByLabelText('Booking reference')).toHaveValue('B');
  });

  it('a key pressed from the keyboard itself types into the field chosen last and leaves the focus on the key', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Surname'));
    key('K').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Surname')).toHaveValue('K');
    expect(key('K')).toHaveFocus();
  });

  it('types small letters after the capitals key is released, and into a text area too', async () => {
    const user = userEvent.setup();
    function Message() {
      const fields = useRef<HTMLDivElement>(null);
      const [text, setText] = useState('');
      return (
        <>
          <div ref={fields}>
            <label>
              Message
              <textarea value={text} onChange={(event) => setText(event.target.value)} />
            </label>
          </div>
          <TouchKeyboard fields={fields} labels={labels} startInCapitals={false} />
        </>
      );
    }
    render(<Message />);
    expect(key('Capital letters')).toHaveAttribute('aria-pressed', 'false');
    for (const letter of ['h', 'i', '?']) await user.click(key(letter));
    await user.click(key('Capital letters'));
    expect(key('Capital letters')).toHaveAttribute('aria-pressed', 'true');
    await user.click(key('Ü'));
    expect(screen.getByLabelText('Message')).toHaveValue('hi?Ü');
  });

  it('asks the system for no keyboard of its own while it is shown, and gives the fields back as they were', () => {
    const { rerender } = render(<Harness />);
    expect(screen.getByLabelText('Departure date')).toHaveAttribute('inputmode', 'none');
    expect(screen.getByLabelText('Surname')).toHaveAttribute('inputmode', 'none');
    expect(screen.getByRole('group', { name: 'On-screen keyboard' })).toBeInTheDocument();
    rerender(<Harness showKeyboard={false} />);
    expect(screen.getByLabelText('Departure date')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('inputmode');
  });
});
