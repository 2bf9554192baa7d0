import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateStrip } from './DateStrip';

const fortnight = Array.from({ length: 14 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);
const labels = { strip: 'Cruise days', previous: 'Earlier days', next: 'Later days' };

function renderStrip(selected = fortnight[0], onSelect = vi.fn()) {
  render(<DateStrip dates={fortnight} selected={selected} onSelect={onSelect} formatLabel={(date) => date.slice(8)} labels={labels} />);
  return onSelect;
}

describe('DateStrip', () => {
  it('shows seven dates a page', () => {
    renderStrip();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('pages with the chevrons, disabled at either end', async () => {
    renderStrip();
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Later days' }));
    expect(screen.getByRole('button', { name: '17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later days' })).toBeDisabled();
  });

  it('opens on the page of the selected date and marks it', () => {
    renderStrip(fortnight[12]);
    expect(screen.getByRole('button', { name: '22' })).toHaveAttribute('aria-current', 'date');
  });

  it('reports the chosen date', async () => {
    const onSelect = renderStrip();
    await userEvent.click(screen.getByRole('button', { name: '12' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-12');
  });
});
