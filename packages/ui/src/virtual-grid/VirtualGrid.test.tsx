import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VirtualGrid, type VirtualGridProps } from './VirtualGrid';

type Film = { id: number; title: string };

const films = (count: number): Film[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Film ${index + 1}` }));

/**
 * jsdom lays nothing out: a 0×0 scroller would render no rows. Every element gets an 800×600 box
 * (four 160 px columns with their 16 px gaps, as on a tablet); the spies end with the test.
 */
function stubLayout(width = 800, height = 600) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

/** The grid as a screen uses it: one link per film. */
function grid(items: readonly Film[], props: Partial<VirtualGridProps<Film>> = {}) {
  return (
    <VirtualGrid
      items={items}
      itemKey={(film) => film.id}
      label="Films"
      minItemWidth={160}
      itemHeight={(cellWidth) => cellWidth * 1.5 + 40}
      renderItem={(film, gridProps) => (
        <a href={`#film-${film.id}`} {...gridProps}>
          {film.title}
        </a>
      )}
      {...props}
    />
  );
}

function renderGrid(items: readonly Film[], props: Partial<VirtualGridProps<Film>> = {}) {
  stubLayout();
  return render(grid(items, props));
}

const list = () => screen.getByRole('list');

describe('VirtualGrid', () => {
  // Audit finding: each list item was a visual row of films, so 8 films were "list, 4 items".
  it('makes each item its own list item, with its place in the whole', () => {
    renderGrid(films(8));
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const item of items) {
      expect(item).toHaveAttribute('aria-setsize', '8');
      expect(within(item).getAllByRole('link')).toHaveLength(1);
    }
  });

  // Zoom audit: a text size changed on an open page left the rows at their old height, and each
  // row of posters covered the titles of the row above.
  it('sizes its rows again when the text size changes on an open page', () => {
    // Each observed element with the callback of the observer watching it (react-virtual has its own).
    const observed = new Map<Element, () => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      renderGrid(films(12), { itemHeight: (_cellWidth, fontSize) => 10 * fontSize });
      const secondRow = () => list().querySelector<HTMLElement>('[data-grid-row="1"]')!;
      expect(secondRow().style.transform).toBe('translateY(176px)');
      // The scroll box keeps its size; an em-wide probe inside it is what changes.
      const scroller = screen.getByTestId('virtual-grid');
      const probe = [...observed.keys()].find((element) => element.getAttribute('aria-hidden') === 'true' && scroller.contains(element));
      expect(probe).toBeDefined();
      scroller.style.fontSize = '32px';
      act(() => observed.get(probe!)!());
      expect(secondRow().style.transform).toBe('translateY(336px)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lays the items out in rows that are no list items themselves', () => {
    renderGrid(films(8));
    const rows = [...list().children];
    // Four columns at 800 px: two rows of four.
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toHaveAttribute('role', 'none');
      expect(row.children).toHaveLength(4);
    }
  });

  // Audit finding: the region and the list inside it were both "Films", so the name was read twice.
  it('says its name once, on the region', () => {
    renderGrid(films(8));
    expect(screen.getByRole('region', { name: 'Films' })).toContainElement(list());
    expect(list()).not.toHaveAccessibleName();
    expect(screen.getAllByLabelText('Films')).toHaveLength(1);
  });

  // Only the window is in the DOM: the set size and positions tell a screen reader the whole.
  it('renders a window of a long list, each item still giving the true size and its position', () => {
    renderGrid(films(10_000));
    const items = within(list()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(200);
    for (const item of items) {
      expect(item).toHaveAttribute('aria-setsize', '10000');
      const link = within(item).getByRole('link');
      expect(item.getAttribute('aria-posinset')).toBe(String(Number(link.getAttribute('data-grid-index')) + 1));
    }
  });

  // A list fetched page by page does not know its size until the last page (WAI-ARIA: -1).
  it('gives an unknown size while further pages may still come, the true size once they have', () => {
    const { rerender } = renderGrid(films(8), { onEndReached: () => {} });
    expect(within(list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    rerender(grid(films(8), { onEndReached: () => {}, finished: true }));
    expect(within(list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '8');
  });

  it('moves focus between items with the arrow keys, a row at a time up and down', async () => {
    renderGrid(films(8));
    const links = () => within(list()).getAllByRole('link');
    links()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Film 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Film 6' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Film 1' })).toHaveFocus();
  });

  it('jumps to the last item with End and back with Home, also far beyond the rendered window', async () => {
    renderGrid(films(10_000));
    within(list()).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Film 10000' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Film 10000' }).closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '10000');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Film 1' })).toHaveFocus());
  });

  it('keeps one item in the tab order, the one last focused', async () => {
    renderGrid(films(8));
    within(list()).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const inTabOrder = within(list())
      .getAllByRole('link')
      .filter((link) => link.tabIndex === 0);
    expect(inTabOrder.map((link) => link.textContent)).toEqual(['Film 3']);
  });
});
