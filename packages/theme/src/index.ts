export { themeVars } from './contract.css';
export { themeClassNames } from './themes.css';
export { themeDefinitions, themeNames, defaultThemeName } from './theme-definitions';
export type { ThemeName, ThemeDefinition, ThemeSettings, ThemeColours } from './theme-definitions';
export { resolveThemeName } from './resolve-theme-name';
export { breakpoints, mediaQuery, tileColumns } from './breakpoints';
export { deviceKindClassNames, deviceSize } from './device-kinds.css';
export { onDevice } from './on-device';
export type { DeviceKind } from './device-kinds.css';
