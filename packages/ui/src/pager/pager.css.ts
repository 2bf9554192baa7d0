import { style } from '@vanilla-extract/css';
import { deviceSize } from '@companion/theme';

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: deviceSize.gap });
export const pagerButton = style({ fontSize: deviceSize.body, minWidth: '8em' });
export const pagerStatus = style({ margin: 0, fontSize: deviceSize.body });
