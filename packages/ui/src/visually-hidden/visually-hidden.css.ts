import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a heading the operator hid, a spinner's label. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
