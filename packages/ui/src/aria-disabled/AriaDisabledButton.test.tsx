import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@companion/test-harness';
import { ariaDisabled } from './aria-disabled';
import { AriaDisabledButton } from './AriaDisabledButton';

/** A counter that stops at `max`, the way a stepper does. */
function Counter({ max }: { max: number }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <output>{count}</output>
      <AriaDisabledButton disabled={count >= max} onClick={() => setCount(count + 1)}>
        One more
      </AriaDisabledButton>
    </>
  );
}

describe('AriaDisabledButton', () => {
  it('keeps focus when a press takes it to its limit, and ignores the presses after', async () => {
    render(<Counter max={1} />);
    const more = screen.getByRole('button', { name: 'One more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).not.toBeDisabled();
    expect(focusedElement()).toBe(more);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(more);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(focusedElement()).toBe(more);
  });

  it('has no aria-disabled while it works', () => {
    render(<AriaDisabledButton onClick={vi.fn()}>Go</AriaDisabledButton>);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-disabled');
  });

  it('stays in the Tab order', async () => {
    render(
      <>
        <button type="button">Before</button>
        <AriaDisabledButton disabled>Off</AriaDisabledButton>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Off' })).toHaveFocus();
  });
});

describe('ariaDisabled', () => {
  it('does not submit a form while aria-disabled', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <button type="submit" {...ariaDisabled(true)}>
          Send
        </button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
