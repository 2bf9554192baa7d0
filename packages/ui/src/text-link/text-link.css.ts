import { style } from '@vanilla-extract/css';
import { themeVars, deviceSize } from '@companion/theme';

/** The product's text link: a 44 px touch target with a visible focus ring, for router links and anchors alike. */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  color: themeVars.color.primary,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

/**
 * A card's title as its link: the text's colour, underlined (not the browser's blue). Its hit area
 * is stretched over the whole card (theme `cardFrame` is its positioned box), so a tap on the
 * picture opens the card too, not only a 28 px line of text; the focus ring draws round the card.
 * A card using it holds no other control.
 */
export const cardTitleLink = style({
  color: themeVars.color.text,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    // Inside the card (its frame clips what is outside): amber at the edge, a dark band within.
    '&:focus-visible::after': {
      outline: `3px solid ${themeVars.color.focus}`,
      outlineOffset: -3,
      boxShadow: `inset 0 0 0 6px ${themeVars.color.text}`,
    },
    // The frame's dark band round the focused element belongs to the card, not to its title line.
    '&:focus-visible': { boxShadow: 'none' },
  },
});
