import { useLayoutEffect, useRef } from 'react';
import * as styles from '../vod.css';
import { widestWordEms, WORD_WIDTH } from './chooser-label';

/** A range's width, summed over its pieces in case the last resort has already broken it. */
function widthIn(text: Text) {
  return (start: number, end: number) => {
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, end);
    return typeof range.getClientRects === 'function' ? [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0) : 0;
  };
}

/** A chooser tile's label, sized by its CSS to let its widest word fit the tile whole. */
export function ChooserLabel({ text }: { text: string }) {
  const label = useRef<HTMLSpanElement>(null);
  // Measured before paint, so a long word is never drawn broken first. Set on the element, not
  // through React state: the size follows in CSS, with nothing to render again.
  useLayoutEffect(() => {
    const element = label.current;
    const node = element?.firstChild;
    if (!element || !(node instanceof Text)) return;
    const ems = widestWordEms(text, widthIn(node), Number.parseFloat(getComputedStyle(element).fontSize));
    if (ems) element.style.setProperty(WORD_WIDTH, ems.toFixed(3));
    else element.style.removeProperty(WORD_WIDTH);
  }, [text]);
  return (
    <span ref={label} className={styles.chooserLabel}>
      {text}
    </span>
  );
}
