import { globalStyle, style } from '@vanilla-extract/css';
import { deviceSize, mediaQuery, onDevice, pageColumn, pageSubtitle, pageTitle, themeVars } from '@companion/theme';

export const page = style({ ...pageColumn(1400), display: 'grid', gap: `calc(${deviceSize.gap} * 1.5)`, minWidth: 0 });

export const title = style({ ...pageTitle, margin: 0 });

export const section = style({ display: 'grid', gap: deviceSize.gap, minWidth: 0 });

/**
 * The technical data and the cabins: in the page's column everywhere, side by side on a sign, so
 * the ship's first screen holds them with its description.
 */
export const shipFacts = style({
  display: 'contents',
  selectors: {
    [onDevice('signage')]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `calc(${deviceSize.gap} * 1.5)`,
      alignItems: 'start',
    },
  },
});

/** One screenful of the ship on a sign: its sections spaced as the page spaces them. */
export const signagePart = style({ display: 'grid', gap: `calc(${deviceSize.gap} * 1.5)`, minWidth: 0 });
// A deck plan across a 1920 px sign is 560 px tall: with the deck buttons it pushed the pager off the screen.
globalStyle(`${signagePart} figure`, { justifyItems: 'center' });
globalStyle(`${signagePart} figure img`, { width: 'auto', maxWidth: '100%', maxHeight: '40vh' });

export const sectionTitle = style({ ...pageSubtitle, margin: 0 });

export const text = style({ fontSize: deviceSize.body, lineHeight: 1.5 });

/** Two columns as the hub sends them; one under the other on a narrow phone. */
export const columns = style({
  display: 'grid',
  gap: deviceSize.gap,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

/**
 * The hub sends the facts as two lists; stacked on a phone, each sized its own label column and
 * the values of the second sat a few pixels off the first's. A common minimum lines them up for
 * the usual labels; a longer one still widens only its own list.
 */
export const facts = style({
  display: 'grid',
  // The 10 em minimum up to half the width: at 200 % text on a phone it pushed the values off the screen.
  gridTemplateColumns: 'minmax(min(10em, 50%), max-content) minmax(0, 1fr)',
  gap: '8px 16px',
  margin: 0,
  fontSize: deviceSize.body,
});

export const factLabel = style({ fontWeight: 700 });

// "92,000 GT" is joined by a no-break space: at 200 % text it breaks anywhere rather than push the page sideways.
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const categories = style({
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Side by side on a sign, so the ship's first screen holds them all.
  selectors: { [onDevice('signage')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const category = style({ display: 'flex', alignItems: 'center', gap: 16, fontSize: deviceSize.body });

export const swatch = style({ width: 40, height: 40, flex: 'none', borderRadius: 6, border: `2px solid ${themeVars.color.text}` });

export const categoryDetail = style({ color: themeVars.color.mutedText, fontSize: deviceSize.small });
