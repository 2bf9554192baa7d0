import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './virtual-grid.css';
import { useEmSize } from './use-em-size';

/** The type size `minItemWidth` is given for. */
const BASE_FONT_SIZE = 16;

export type VirtualGridItemProps = {
  'data-grid-index': number;
  tabIndex: number;
  onFocus: () => void;
};

export type VirtualGridProps<T> = {
  items: readonly T[];
  /** Stable key per item. */
  itemKey: (item: T) => string | number;
  /** Renders one cell; spread `props` on its focusable element (roving tabindex, arrow keys). */
  renderItem: (item: T, props: VirtualGridItemProps) => ReactNode;
  /**
   * Narrowest a cell may be at 16 px type; the column count follows the width. It grows with the
   * grid's own type size, so a TV's larger titles get wider cards rather than more narrow ones.
   */
  minItemWidth: number;
  /** Cell height for a cell width (picture ratio plus title) and the grid's type size in px. */
  itemHeight: (width: number, fontSize: number) => number;
  gap?: number;
  /** Asked when the last rows come into view, until `finished`. */
  onEndReached?: () => void;
  finished?: boolean;
  /** Accessible name of the grid's region (the list inside is not named again, so it is said once). */
  label: string;
  className?: string;
};

/**
 * A virtualised card grid for long lists (10,000 titles): only the rows on screen (plus a few)
 * are in the DOM. Arrow keys move real DOM focus between cells, Home/End jump; the focused cell's
 * row is always kept rendered (rangeExtractor), so holding an arrow key never drops focus to the
 * page body while rows are recycled, nor when more items are appended. To a screen reader it is a
 * named region holding a list with one item per cell; the rows are layout only (`data-grid-row`
 * marks them for scripts that need the row pitch).
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  minItemWidth,
  itemHeight,
  gap = 16,
  onEndReached,
  finished,
  label,
  className,
}: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // Rows are sized from the font (two-line titles): a text size changed on an open page made the
  // rows too short, and each row of posters covered the titles of the row above.
  const [fontSize, emProbe] = useEmSize();
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const minWidth = (minItemWidth * fontSize) / BASE_FONT_SIZE;
  const columns = Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
  const cellWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minWidth;
  const rowHeight = itemHeight(cellWidth, fontSize) + gap;
  const rowCount = Math.ceil(items.length / columns);
  const activeRow = Math.floor(active / columns);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return rows.includes(activeRow) || activeRow >= rowCount ? rows : [...rows, activeRow].sort((a, b) => a - b);
    },
    [activeRow, rowCount],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- react-virtual's functions cannot be memoised; the compiler leaves this grid alone, and it re-renders on scroll as it must
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    rangeExtractor,
    initialRect: { width: 1280, height: 800 },
  });

  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  const lastRendered = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (!finished && onEndReached && rowCount > 0 && lastRendered >= rowCount - 3) onEndReached();
  }, [lastRendered, rowCount, finished, onEndReached]);

  // Focus the cell an arrow key asked for once its row is rendered.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-grid-index="${index}"]`);
    if (cell) {
      pendingFocus.current = undefined;
      cell.focus({ preventScroll: false });
    }
  });

  const move = (to: number) => {
    const target = Math.min(Math.max(0, to), items.length - 1);
    if (target === active && pendingFocus.current === undefined) return;
    pendingFocus.current = target;
    setActive(target);
    virtualizer.scrollToIndex(Math.floor(target / columns), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    if (event.key in steps) {
      const to = active + steps[event.key]!;
      if (to < 0 || to >= items.length) return;
      event.preventDefault();
      move(to);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(items.length - 1);
    }
  };

  // The list's size for a screen reader, which sees only the rendered window: the number of items
  // when all are here, unknown (-1, WAI-ARIA) while further pages may still be asked for.
  const setSize = onEndReached && !finished ? -1 : items.length;

  // One list item per cell, not per row: a row of eight films was one item holding eight links, so
  // a screen reader said "list, 4 items" for 8 films. Only the window is rendered, so each item says
  // its place in the whole (aria-posinset, aria-setsize). The rows are only layout (role none). The
  // region carries the name, not the list as well, so it is said once.
  return (
    <div
      ref={scroller}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="virtual-grid"
    >
      {emProbe}
      <div role="list" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => (
          <div
            key={row.key}
            role="none"
            className={styles.row}
            data-grid-row={row.index}
            style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item, column) => {
              const index = row.index * columns + column;
              return (
                <div
                  key={itemKey(item)}
                  role="listitem"
                  aria-posinset={index + 1}
                  aria-setsize={setSize}
                  className={styles.cell}
                  style={{ height: rowHeight - gap }}
                >
                  {renderItem(item, { 'data-grid-index': index, tabIndex: index === active ? 0 : -1, onFocus: () => setActive(index) })}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
