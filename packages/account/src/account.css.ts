import { style } from '@vanilla-extract/css';
import { mediaQuery, pageColumn, pageSubtitle, pageTitle, themeVars, deviceSize } from '@companion/theme';

export const page = style(pageColumn(880));
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const tableScroller = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const cell = style({ textAlign: 'left', padding: '8px 6px', borderBottom: `1px solid ${themeVars.color.border}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
/** The cruise's days under the cruise: set in from its line, and closer together than the lists, as its details. */
export const cruiseDays = style([list, { margin: '8px 0 0', paddingInlineStart: 16, gap: 4 }]);
export const notice = style({ padding: 12, borderLeft: `4px solid ${themeVars.color.danger}`, background: themeVars.color.surface });
export const success = style({ fontWeight: 700 });
export const error = style({ color: themeVars.color.danger, fontWeight: 700 });
export const message = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
});
export const messageSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  width: '100%',
  minHeight: deviceSize.target,
  padding: '8px 12px',
  border: 'none',
  background: 'transparent',
  color: themeVars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const messageBody = style({ padding: '0 12px 12px' });
export const badge = style({
  padding: '2px 8px',
  borderRadius: 12,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: '0.9em',
});
export const urgentBadge = style([badge, { background: themeVars.color.danger, color: '#ffffff' }]);
export const unreadDot = style({ fontWeight: 700 });
// Prices keep together by themselves (Intl puts a no-break space in "19,00 £"); the heading and the
// phone's discount note may wrap, so the table fits 320 px (400 % zoom) and 200 % text.
export const amountCell = style([cell, { textAlign: 'right' }]);
export const totalRow = style({ fontWeight: 700 });

/** A column the statement shows from a tablet up; on a phone its facts move into the next cell. */
export const wideOnly = style({ display: 'none', '@media': { [mediaQuery.medium]: { display: 'table-cell' } } });
/** The phone's copy of a left-out column's fact, under the cell's own value. */
export const narrowOnly = style({ display: 'block', '@media': { [mediaQuery.medium]: { display: 'none' } } });
export const narrowOnlyCell = style({ display: 'table-cell', '@media': { [mediaQuery.medium]: { display: 'none' } } });
export const cellNote = style({ fontSize: '0.85em', color: themeVars.color.mutedText });
