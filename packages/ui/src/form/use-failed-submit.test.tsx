import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@companion/test-harness';
import { useFailedSubmit } from './use-failed-submit';

/** A form with a group of boxes (one must be ticked) and a terms box, the shape of a booking form. */
function Booking() {
  const [guest, setGuest] = useState(false);
  const [terms, setTerms] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const { formRef, pressFailed, onChange, summaryRole } = useFailedSubmit();
  const problems = attempted ? [...(guest ? [] : ['Choose a guest']), ...(terms ? [] : ['Accept the terms'])] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!guest || !terms) pressFailed(problems.length > 0);
  };
  return (
    <form ref={formRef} onSubmit={submit} onChange={onChange} noValidate>
      <fieldset aria-invalid={(attempted && !guest) || undefined}>
        <legend>Who</legend>
        <label>
          <input type="checkbox" disabled />
          Ruled out
        </label>
        <label>
          <input type="checkbox" checked={guest} onChange={(event) => setGuest(event.target.checked)} />
          Emily
        </label>
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={terms}
          aria-invalid={(attempted && !terms) || undefined}
          onChange={(event) => setTerms(event.target.checked)}
        />
        Terms
      </label>
      {problems.length ? (
        <ul role={summaryRole} data-testid="problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit">Book</button>
    </form>
  );
}

const press = () => userEvent.click(screen.getByRole('button', { name: 'Book' }));

const { scrollIntoView: nativeScroll } = Element.prototype;
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = nativeScroll;
});

describe('useFailedSubmit', () => {
  it('focuses the first control that can take focus in the first invalid group', async () => {
    render(<Booking />);
    await press();
    expect(focusedElement()).toBe(screen.getByRole('checkbox', { name: 'Emily' }));
  });

  it('moves focus on every failed press, also when the mistakes did not change', async () => {
    render(<Booking />);
    await press();
    await press();
    expect(focusedElement()).toBe(screen.getByRole('checkbox', { name: 'Emily' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily' }));
    await press();
    expect(focusedElement()).toBe(screen.getByRole('checkbox', { name: 'Terms' }));
  });

  it('lets the list that a press brought up speak, and silences it once the guest changes the form', async () => {
    render(<Booking />);
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a guestAccept the terms');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('problems')).toHaveTextContent('Accept the terms');
    // The list was on screen: the press speaks through the focus move, not the list again.
    await press();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Below 1024 px the keyboard and a long form hide the control (platform.md §5); from 1024 px the page keeps still.
  it.each([
    [800, 1],
    [1024, 0],
  ])('at %i px scrolls the control into view %i times', async (width, scrolls) => {
    vi.stubGlobal('innerWidth', width);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Booking />);
    await press();
    expect(scrollIntoView).toHaveBeenCalledTimes(scrolls);
    expect(focusedElement()).toBe(screen.getByRole('checkbox', { name: 'Emily' }));
  });
});
