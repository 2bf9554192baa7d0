import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from './pages-of';
import { ScreenPager } from './ScreenPager';

const labels = (page: number, pages: number) => ({
  pages: 'Pages of events',
  previous: 'Previous',
  next: 'Next',
  status: `Page ${page} of ${pages}`,
});

describe('pagesOf', () => {
  it('cuts the items into pages of the size asked, the last one shorter', () => {
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(pagesOf([1, 2, 3], 6)).toEqual([[1, 2, 3]]);
    expect(pagesOf([], 6)).toEqual([[]]);
  });
});

describe('ScreenPager', () => {
  it('steps back and forth, each end disabled', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<ScreenPager page={0} pageCount={3} onPage={onPage} labels={labels(1, 3)} />);
    const pager = screen.getByRole('navigation', { name: 'Pages of events' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    rerender(<ScreenPager page={2} pageCount={3} onPage={onPage} labels={labels(3, 3)} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  // A browser moves focus off a button that becomes disabled; aria-disabled keeps it there.
  it('keeps focus on Next when it reaches the last page, and a further press does nothing', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<ScreenPager page={1} pageCount={3} onPage={onPage} labels={labels(2, 3)} />);
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    rerender(<ScreenPager page={2} pageCount={3} onPage={onPage} labels={labels(3, 3)} />);
    expect(next).not.toBeDisabled();
    expect(next).toHaveFocus();
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('is not there when everything fits one page', () => {
    render(<ScreenPager page={0} pageCount={1} onPage={() => {}} labels={labels(1, 1)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
