import { useEffect, useState, type RefObject } from 'react';

/**
 * The width the element has to offer, following resizes; `undefined` until measured (and where
 * the browser cannot measure, as in tests), so callers fall back to their preferred width.
 */
export function useAvailableWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
