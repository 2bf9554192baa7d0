import { style } from '@vanilla-extract/css';
import { deviceSize } from '@companion/theme';

export const grid = style({
  display: 'grid',
  gap: `16px ${deviceSize.gap}`,
  flex: 1,
  minHeight: 0,
  // The items' text must not set the grid's height (it would push the page past the screen): the
  // grid takes what the page leaves and the rows share it, as the dashboard's tiles do.
  contain: 'size',
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
});

export const item = style({ display: 'flex', minHeight: 0 });
