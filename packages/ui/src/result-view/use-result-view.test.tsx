import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResultView } from './use-result-view';

function Booked() {
  const heading = useResultView<HTMLHeadingElement>();
  return (
    <h1 ref={heading} tabIndex={-1}>
      {'Booking confirmed'}
    </h1>
  );
}

describe('useResultView', () => {
  it('brings the page to its top and focuses the result, so a second tap lands on nothing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Booked />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toHaveFocus();
    scrollTo.mockRestore();
  });
});
