import type { StyleRule } from '@vanilla-extract/css';

/** The label's widest word in em, set on the label by ChooserLabel once the browser has laid it out. */
export const WORD_WIDTH = '--chooser-word-width';
const SIDE_PADDING = 10;

/**
 * A German label can be one word wider than a phone's tile ("Kinderfilme"), and hyphenation needs
 * a dictionary not every browser has. So the label shrinks until its widest word fits the tile (the
 * tile is the size container), not below 0.7em; a label whose words fit, as the English ones do,
 * keeps the tile's size. Unmeasured (or without container units) the size is invalid and the label
 * inherits the tile's. It wraps between words and hyphenates where it can; breaking inside a word
 * is the last resort, still better than clipping it.
 */
export const chooserLabelRule = {
  position: 'relative',
  boxSizing: 'border-box',
  maxWidth: '100%',
  padding: `4px ${SIDE_PADDING}px`,
  borderRadius: 6,
  background: 'rgba(0,0,0,0.6)',
  color: '#fff',
  // One pixel to spare: a word measured to the pixel would still wrap after rounding.
  fontSize: `max(0.7em, min(1em, calc((100cqi - ${2 * SIDE_PADDING + 1}px) / var(${WORD_WIDTH}))))`,
  hyphens: 'auto',
  overflowWrap: 'anywhere',
} satisfies StyleRule;

/**
 * The widest piece of `text` a line cannot break inside (lines break at spaces and after a
 * hyphen), in em of `fontSize`; undefined while nothing is laid out (jsdom, a hidden tile).
 */
export function widestWordEms(text: string, widthOf: (start: number, end: number) => number, fontSize: number): number | undefined {
  let widest = 0;
  for (const word of text.matchAll(/[^\s-]*-+|[^\s-]+/g)) widest = Math.max(widest, widthOf(word.index, word.index + word[0].length));
  return widest > 0 && fontSize > 0 ? widest / fontSize : undefined;
}
