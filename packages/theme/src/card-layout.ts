import { themeVars } from './contract.css';

/**
 * The parts of a card of a list of things to book or buy (an excursion, a spa treatment, a photo
 * package, a programme event), as style() values: each package makes its own classes from them
 * and adds its variants (signage's wide row), so every card has one frame, one picture box and one
 * text column. Cards of a row are one height, so their buttons line up.
 */
export const cardFrame = {
  // The box a card's stretched title link (ui `cardTitleLink`) covers.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // The border inside the 100 %: outside it, a list item that clips its paint (the programme's
  // `content-visibility: auto` cards) cut off every card's bottom edge.
  boxSizing: 'border-box',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  overflow: 'hidden',
} as const;

/** The picture at the top, edge to edge, its box sized before it arrives so nothing below moves. */
export const cardPicture = { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' } as const;

/** The card's text under its picture; it takes the height left, so a button at its end lines up. */
export const cardContent = { padding: 12, display: 'flex', flexDirection: 'column', gap: 4, flex: 1 } as const;
