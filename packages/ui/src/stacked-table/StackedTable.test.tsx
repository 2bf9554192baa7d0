import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './StackedTable';

const columns = ['Guest', 'Safety video', 'Muster station'];
const rows = [
  { key: 'emily', cells: ['Emily Smith', 'Not watched', 'Not required'] },
  { key: 'james', cells: ['James Smith', 'Watched', 'Scanned'] },
];

describe('StackedTable', () => {
  it('heads each row with its first cell and gives every value its column', () => {
    render(<StackedTable name="Your party" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Your party' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(columns);
    const james = within(table).getByRole('row', { name: /^James Smith/ });
    expect(within(james).getByRole('rowheader')).toHaveTextContent('James Smith');
    // The narrow layout's labels are for the eye: a screen reader hears the value under its column head.
    expect(
      within(james)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent),
    ).toEqual(['Safety video', 'Muster station']);
    expect(within(james).getByRole('cell', { name: 'Watched' })).toBeInTheDocument();
    expect(within(james).getByRole('cell', { name: 'Scanned' })).toBeInTheDocument();
  });

  it('shows its name as a caption, or gives it only to screen readers', () => {
    const { container, rerender } = render(<StackedTable name="Your party" columns={columns} rows={rows} />);
    expect(container.querySelector('caption')).toHaveTextContent('Your party');
    rerender(<StackedTable name="Your bookings" columns={columns} rows={rows} hideName />);
    expect(container.querySelector('caption')).toBeNull();
    expect(screen.getByRole('table', { name: 'Your bookings' })).toBeInTheDocument();
  });
});
