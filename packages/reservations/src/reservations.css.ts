import { style } from '@vanilla-extract/css';
import {
  cardContent,
  cardFrame,
  cardPicture,
  mediaQuery,
  onDevice,
  pageColumn,
  pageSubtitle,
  pageTitle,
  themeVars,
  deviceSize,
} from '@companion/theme';

const focus = { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } };

export const page = style(pageColumn(1100));
/** Headings in em: kiosk and signage themes set a larger body text, and a heading must stay above it. */
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);
export const intro = style({ margin: '0 0 16px' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15em), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Two large cards a row on a portrait kiosk (the spec's kiosk card picture is 400–420 px wide),
  // not four small ones in a band at the top of its screen.
  selectors: { [onDevice('kiosk')]: { '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 24 } } } },
});
export const card = style(cardFrame);
export const cardImage = style(cardPicture);
export const cardBody = style(cardContent);
export const cardTitle = style({ fontSize: '1.1em', margin: 0 });
export const meta = style({ margin: 0, color: themeVars.color.text });
export const detailLayout = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(17em, 1fr)',
  '@media': { '(max-width: 720px)': { gridTemplateColumns: '1fr' } },
});
export const heroImage = style({
  width: '100%',
  maxHeight: 420,
  objectFit: 'cover',
  borderRadius: themeVars.radius.tile,
  display: 'block',
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 });
export const factName = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });
export const aside = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  alignSelf: 'start',
});
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: deviceSize.target,
  padding: '8px 16px',
  border: 0,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.bookNow,
  color: themeVars.color.onBookNow,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { ...focus, '&:disabled': { opacity: 0.6, cursor: 'default' } },
});
export const secondaryAction = style([action, { background: themeVars.color.button, color: themeVars.color.onButton }]);
export const notice = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  background: themeVars.color.surface,
  margin: 0,
});
/** What the booking still needs, where the Book button will appear. */
export const nextStep = style({ margin: 0, color: themeVars.color.mutedText, fontWeight: 600 });
export const error = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.danger}`,
  background: themeVars.color.surface,
  margin: 0,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: '45em' });
export const fieldset = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  padding: 12,
  margin: 0,
});
export const legend = style({ fontWeight: 700, padding: '0 4px' });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const stepButton = style({
  minWidth: deviceSize.target,
  minHeight: deviceSize.target,
  borderRadius: 22,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  fontSize: '1.3em',
  cursor: 'pointer',
  selectors: { ...focus, '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' } },
});
export const stepValue = style({ minWidth: 80, textAlign: 'center', fontWeight: 700 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 });
/** A radio drawn as a chip: the input stays (keyboard, screen reader), the label is the target. */
export const chipInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  padding: '4px 14px',
  borderRadius: 22,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: 'pointer',
  selectors: {
    [`${chipInput}:checked + &`]: {
      background: themeVars.color.primary,
      color: themeVars.color.onPrimary,
      borderColor: themeVars.color.primary,
    },
    [`${chipInput}:focus-visible + &`]: { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
  },
});
export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
export const conditionsText = style({ maxHeight: 240, overflowY: 'auto' });
export const success = style({ padding: 16, borderLeft: `6px solid ${themeVars.color.primary}`, background: themeVars.color.surface });
export const reference = style({ fontSize: '1.4em', fontWeight: 700, margin: '8px 0' });
