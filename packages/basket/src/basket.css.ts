import { style } from '@vanilla-extract/css';
import { pageColumn, pageSubtitle, pageTitle, themeVars, deviceSize } from '@companion/theme';

export const page = style(pageColumn(880));
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);
export const group = style({ marginBottom: 24 });
export const excursion = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 12,
  marginBottom: 12,
});
export const excursionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  alignItems: 'baseline',
});
export const excursionName = style({ fontSize: '1.1em', margin: 0 });
export const meta = style({ margin: '4px 0', color: themeVars.color.text });
export const passengers = style({ listStyle: 'none', margin: '8px 0', padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const passenger = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 });
export const total = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 700, fontSize: '1.2em', padding: '12px 0' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
// minInlineSize 0: a fieldset is otherwise never narrower than its widest field.
export const fieldset = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  padding: 12,
  minInlineSize: 0,
});
export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
export const error = style({ color: themeVars.color.danger, fontWeight: 700, margin: '4px 0' });
export const note = style({ padding: 12, borderLeft: `4px solid ${themeVars.color.primary}`, background: themeVars.color.surface });
