import type { StyleRule } from '@vanilla-extract/css';

/**
 * A chosen toggle (a filter chip, a day, a deck) in forced colours (Windows high contrast): there
 * the system paints every background alike, so a choice shown by its background alone vanished.
 * It takes the system's highlight instead. Spread into a `'@media': { [forcedColors]: … }` rule.
 */
export const forcedColors = '(forced-colors: active)';
export const chosenInForcedColorsRule = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
  borderColor: 'Highlight',
} satisfies StyleRule;
