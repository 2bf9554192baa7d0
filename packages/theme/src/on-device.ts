import { deviceKindClassNames, type DeviceKind } from './device-kinds.css';

/**
 * A `selectors` key for a rule that holds only inside one app: `{ [onDevice('kiosk')]: {...} }`.
 * A plain module, because a .css.ts file may export only values, not functions.
 */
export const onDevice = (kind: DeviceKind) => `${deviceKindClassNames[kind]} &`;
