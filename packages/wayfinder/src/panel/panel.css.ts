import { style } from '@vanilla-extract/css';
import { deviceSize, onDevice, themeVars } from '@companion/theme';

export const panel = style({
  display: 'grid',
  gap: deviceSize.gap,
  marginTop: deviceSize.gap,
  padding: deviceSize.page,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  minWidth: 0,
});

/** The panel sits under a page's title (content, spa, dining): its heading stays a step below that title. */
export const title = style({ margin: 0, fontSize: `calc(${deviceSize.body} * 1.3)` });

export const cabinFinder = style({ display: 'grid', gap: deviceSize.gap });

/**
 * A touch target like the deck buttons: 48 px, 64 px on the kiosk (fingers at arm's length).
 * Kept a list item so the browser's open/closed triangle shows that it opens.
 */
export const summary = style({
  display: 'list-item',
  cursor: 'pointer',
  fontWeight: 700,
  fontSize: deviceSize.body,
  boxSizing: 'border-box',
  minHeight: 48,
  padding: '12px 0',
  selectors: { [onDevice('kiosk')]: { minHeight: 64, padding: '16px 0' } },
});
