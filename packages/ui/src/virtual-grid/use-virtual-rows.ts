import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type RefObject } from 'react';

/**
 * Rows of one height in a scrolling element, virtualised (only those on screen and a few
 * more are rendered). `keep` stays rendered whatever the scroll position: the row holding focus,
 * so focus never falls to the page body while rows are recycled.
 */
export function useVirtualRows({
  count,
  scroller,
  rowHeight,
  keep,
  overscan = 3,
}: {
  count: number;
  scroller: RefObject<HTMLElement | null>;
  rowHeight: number;
  keep?: number | undefined;
  overscan?: number;
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 1280, height: 720 },
    rangeExtractor: (range) => {
      const shown: number[] = [];
      const last = Math.min(range.count - 1, range.endIndex + range.overscan);
      for (let i = Math.max(0, range.startIndex - range.overscan); i <= last; i += 1) shown.push(i);
      if (keep !== undefined && keep < range.count && !shown.includes(keep)) shown.push(keep);
      return shown.sort((a, b) => a - b);
    },
  });
  // The sizes measured so far were for the old height (the guest changed the text size).
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  return virtualizer;
}
