import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_MS, useResultView } from './use-result-view';

function Booked({ onNext }: { onNext?: () => void }) {
  const heading = useResultView<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {'Booking confirmed'}
      </h1>
      <button type="button" onClick={onNext}>
        {'See your bookings'}
      </button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('useResultView', () => {
  it('brings the page to its top and focuses the result, so a second tap lands on nothing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Booked />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toHaveFocus();
    scrollTo.mockRestore();
  });

  it('drops the second tap of a double tap that lands on the result, and takes a fresh tap', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onNext = vi.fn();
    render(<Booked onNext={onNext} />);
    const next = screen.getByRole('button', { name: 'See your bookings' });
    fireEvent.click(next, { detail: 2 });
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(next, { detail: 1 });
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('takes even a double click once the moment has passed', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onNext = vi.fn();
    render(<Booked onNext={onNext} />);
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    fireEvent.click(screen.getByRole('button', { name: 'See your bookings' }), { detail: 2 });
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
