import { style } from '@vanilla-extract/css';
import { onDevice, themeVars } from '@companion/theme';

export const keyboard = style({
  display: 'grid',
  gap: 8,
  marginTop: 24,
  padding: 12,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.border,
  selectors: { [onDevice('kiosk')]: { gap: 10, padding: 16 } },
});

export const row = style({ display: 'flex', gap: 'inherit', justifyContent: 'center' });

/**
 * 56 px everywhere, 80 px on the kiosk: eleven keys across a 1080 px screen at arm's length. Its
 * own rules, not the keypad's key composed: which of two composed classes wins on the kiosk
 * depends on the order the CSS files load in, and the keypad's 88 px keys pushed these off the tray.
 */
export const key = style({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: 88,
  minHeight: 56,
  padding: 0,
  font: 'inherit',
  fontSize: '1.4rem',
  fontWeight: 700,
  border: `2px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: 'pointer',
  touchAction: 'manipulation',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:active': { background: themeVars.color.border },
    [onDevice('kiosk')]: { minHeight: 80, fontSize: '1.8rem' },
  },
});

/** Delete and Next: as wide as their words, never broken across lines; Space takes what is left. */
export const wideKey = style([
  key,
  {
    flex: '0 0 auto',
    maxWidth: 'none',
    padding: '0 12px',
    whiteSpace: 'nowrap',
    fontSize: '1.1rem',
    selectors: { [onDevice('kiosk')]: { fontSize: '1.35rem' } },
  },
]);
export const spaceKey = style([
  key,
  { flex: '4 1 0', maxWidth: 'none', fontSize: '1.1rem', selectors: { [onDevice('kiosk')]: { fontSize: '1.35rem' } } },
]);

/**
 * Docked at the foot of the screen, across its width, above the page, its sticky footer and a
 * dialog (1000) whose field it types in; the shell makes room below the page so nothing stays
 * hidden behind it.
 */
export const docked = style([
  keyboard,
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 1100,
    marginTop: 0,
    borderRadius: 0,
    boxShadow: '0 -4px 16px rgb(0 0 0 / 0.25)',
  },
]);
