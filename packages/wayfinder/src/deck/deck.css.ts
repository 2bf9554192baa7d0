import { style } from '@vanilla-extract/css';
import { chosenInForcedColorsRule, deviceSize, forcedColors, onDevice, themeVars } from '@companion/theme';

export const views = style({ display: 'grid', gap: deviceSize.gap, minWidth: 0 });

export const summary = style({ margin: 0, fontSize: `calc(${deviceSize.body} * 1.15)`, fontWeight: 700, lineHeight: 1.2 });

export const here = style({ margin: 0, fontSize: deviceSize.body, fontWeight: 600 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: deviceSize.body,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const icon = style({ width: '1.4em', height: '1.4em', flex: 'none' });

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: themeVars.radius.tile,
  border: `1px solid ${themeVars.color.border}`,
  background: '#fff',
});

export const deckButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

export const deckButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 48,
  minWidth: 64,
  padding: '0 12px',
  font: 'inherit',
  fontWeight: 700,
  border: `2px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: themeVars.color.primary,
      color: themeVars.color.onPrimary,
      borderColor: themeVars.color.primary,
    },
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    [onDevice('kiosk')]: { minHeight: 64, minWidth: 96, fontSize: deviceSize.body },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-pressed="true"]': chosenInForcedColorsRule } } },
});

export const plan = style({ display: 'grid', gap: 8, margin: 0 });

export const caption = style({
  fontSize: deviceSize.body,
  fontWeight: 700,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
});
