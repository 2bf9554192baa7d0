import { style } from '@vanilla-extract/css';
import { deviceSize, onDevice, themeVars } from '@companion/theme';

export const keypad = style({
  display: 'grid',
  gap: 12,
  maxWidth: 360,
  width: '100%',
  selectors: { [onDevice('kiosk')]: { maxWidth: 520, gap: 16 } },
});

export const label = style({ fontWeight: 700, fontSize: deviceSize.body });

export const input = style({
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '2rem',
  letterSpacing: '0.2em',
  textAlign: 'center',
  minHeight: 64,
  padding: '0 12px',
  border: `2px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    [onDevice('kiosk')]: { fontSize: '3rem', minHeight: 96 },
  },
});

export const keys = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(64px, 1fr))', gap: 'inherit' });

/** 64 px everywhere, 88 px on the kiosk: fingers at arm's length on a screen by the lifts. */
export const key = style({
  minHeight: 64,
  minWidth: 64,
  font: 'inherit',
  fontSize: '1.75rem',
  fontWeight: 700,
  border: `2px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:active': { background: themeVars.color.border },
    [onDevice('kiosk')]: { minHeight: 88, fontSize: '2.25rem' },
  },
});

export const submit = style({
  minHeight: 64,
  font: 'inherit',
  fontSize: '1.5rem',
  fontWeight: 700,
  border: 'none',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.button,
  color: themeVars.color.onButton,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    [onDevice('kiosk')]: { minHeight: 88, fontSize: '2rem' },
  },
});
