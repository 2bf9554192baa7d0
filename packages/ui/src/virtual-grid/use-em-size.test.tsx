import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmSize } from './use-em-size';

/** A list whose rows are sized from its text (here 4.5 em each). */
function Rows({ fontSize }: { fontSize?: string }) {
  const [emSize, probe] = useEmSize();
  return (
    <div data-testid="rows" style={fontSize ? { fontSize } : undefined}>
      {probe}
      <output>{4.5 * emSize}</output>
    </div>
  );
}

describe('useEmSize', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 16 px where nothing sets a text size', () => {
    render(<Rows />);
    expect(screen.getByRole('status')).toHaveTextContent('72');
  });

  it('is the text size where the probe is drawn', () => {
    render(<Rows fontSize="32px" />);
    expect(screen.getByRole('status')).toHaveTextContent('144');
  });

  it('follows a text size changed on an open page, which only the probe notices', () => {
    const observed = new Map<Element, () => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private callback: () => void) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    render(<Rows />);
    const rows = screen.getByTestId('rows');
    const probe = rows.querySelector('[aria-hidden="true"]')!;
    expect(observed.has(probe)).toBe(true);
    rows.style.fontSize = '24px';
    act(() => observed.get(probe)!());
    expect(screen.getByRole('status')).toHaveTextContent('108');
  });
});
