import { globalStyle, style } from '@vanilla-extract/css';
import { fillsScreenColumn, themeVars, deviceSize } from '@companion/theme';

export const layout = style({ position: 'relative' });
export const map = style({
  height: '65vh',
  minHeight: 320,
  borderRadius: themeVars.radius.tile,
  border: `1px solid ${themeVars.color.border}`,
  selectors: {
    // The sea: what shows wherever neither a tile nor the bundled land is drawn.
    '&.leaflet-container': { background: '#a9cfe4' },
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
  },
});
/** The page on a kiosk or a sign: a column the frame's height, whose map takes what the rest leaves. */
export const fillsScreen = style(fillsScreenColumn);
globalStyle(`${fillsScreen} ${layout}`, { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
globalStyle(`${fillsScreen} ${map}`, { flex: 1, height: 'auto' });

// Leaflet's zoom buttons are 30 px (26 on touch): a 44 px target, and a sign the size of the type.
globalStyle(`${map} .leaflet-control-zoom a`, { width: 44, height: 44, lineHeight: '44px', fontSize: 28 });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 12px' });
export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target, cursor: 'pointer' });
export const status = style({ margin: '0 0 8px', fontWeight: 600 });
export const position = style({ margin: '8px 0 0', color: themeVars.color.mutedText });
export const overlay = style({
  position: 'absolute',
  top: 12,
  right: 12,
  zIndex: 1000,
  maxWidth: 280,
  padding: '8px 12px',
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  border: `1px solid ${themeVars.color.border}`,
  boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
});
/** The div icon is never turned itself (leaflet positions it); its inner element is, so zoom never shifts it. */
export const shipIcon = style({ background: 'transparent', border: 0 });
export const shipRotor = style({ width: '100%', height: '100%', transformOrigin: '50% 50%' });
globalStyle(`${shipRotor} svg`, { width: '100%', height: '100%', display: 'block' });
