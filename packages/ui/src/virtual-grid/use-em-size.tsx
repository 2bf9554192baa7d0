import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import * as styles from './virtual-grid.css';

const BASE_FONT_SIZE = 16;

/**
 * The font size where `probe` is rendered, kept up to date: a list whose rows are sized from the
 * text (two-line titles, a programme's name over its times) must grow with the guest's text size,
 * also when it changes on an open page, which resizes the probe (one em wide) but not the list's
 * scroll box. Render `probe` inside the list.
 */
export function useEmSize(): [emSize: number, probe: ReactElement] {
  const probe = useRef<HTMLSpanElement>(null);
  const [emSize, setEmSize] = useState(BASE_FONT_SIZE);
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    // The list's own size, which the probe inherits: the probe is only the signal that it changed.
    const measure = () => setEmSize(Number.parseFloat(getComputedStyle(element.parentElement ?? element).fontSize) || BASE_FONT_SIZE);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [emSize, <span ref={probe} aria-hidden="true" className={styles.emProbe} />];
}
