import { style } from '@vanilla-extract/css';

export const scroller = style({ height: 'calc(100vh - 240px)', minHeight: 320, overflowY: 'auto', position: 'relative', padding: 6 });
export const body = style({ position: 'relative', width: '100%' });
export const row = style({ display: 'grid', position: 'absolute', top: 0, left: 0, right: 0 });
export const cell = style({ minWidth: 0 });
export const emProbe = style({ position: 'absolute', width: '1em', height: 0, visibility: 'hidden', pointerEvents: 'none' });
