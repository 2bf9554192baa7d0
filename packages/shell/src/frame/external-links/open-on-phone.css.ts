import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, textAlign: 'center' });

export const name = style({ margin: 0, fontWeight: 700, fontSize: '1.15em', overflowWrap: 'anywhere' });

export const hint = style({ margin: 0 });

/**
 * The code keeps its drawn size (whole pixels a module) and only shrinks on a screen narrower than
 * it; white behind it on every theme, so a dark theme still shows dark modules on white.
 */
export const qr = style({ display: 'block', maxWidth: '100%', height: 'auto', background: '#fff' });

export const address = style({ margin: 0, color: themeVars.color.mutedText, overflowWrap: 'anywhere', fontSize: '0.9em' });
