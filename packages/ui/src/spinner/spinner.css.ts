import { keyframes, style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'flex', justifyContent: 'center', padding: 32 });

export const ring = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${themeVars.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export { visuallyHidden } from '../visually-hidden/visually-hidden.css';
