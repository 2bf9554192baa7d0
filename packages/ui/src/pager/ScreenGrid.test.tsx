import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScreenGrid } from './ScreenGrid';

describe('ScreenGrid', () => {
  it('lays a screenful of items out in fixed rows and columns, one list item each', () => {
    render(
      <ScreenGrid items={['Spa', 'Casino', 'Theatre']} columns={2} rows={3} itemKey={(name) => name}>
        {(name, position) => <span>{`${position + 1}. ${name}`}</span>}
      </ScreenGrid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1. Spa', '2. Casino', '3. Theatre']);
    expect(list.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(list.style.gridTemplateRows).toBe('repeat(3, minmax(0, 1fr))');
  });
});
