import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

/**
 * The operator's picture fills its tile behind the label. Its box is the tile's, which the tile's
 * aspect-ratio already sets, so nothing moves when it arrives (CLS). The label stays readable on
 * any picture: it has its own dark backing (chooser-label.ts), as the content tiles' scrim does.
 * It lies over the symbol, which keeps its place so the label stays at the tile's foot.
 */
export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * Once drawn, the tile's colour behind it: the symbol would otherwise show through a picture's
 * transparent parts. Not before, or a picture on its way would hide the symbol for nothing.
 */
export const drawn = style({ backgroundColor: themeVars.color.primary });
