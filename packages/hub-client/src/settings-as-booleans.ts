import type { DeviceConfig } from './schemas/device-config';

/** A yes/no hub setting is on when it is true or the text "true" (platform.md §6 compares pinLoginEnabled with "true"). */
export const settingIsOn = (value: unknown): boolean => value === true || value === 'true';

/** The yes/no settings of uiSettings and of the device profile; the schema reads each with `hubSetting`. */
export const uiSettingFlags = [
  'enableRemoteReload',
  'loginRequired',
  'pinLoginEnabled',
  'showPdfsOnKiosk',
  'appLoginByName',
  'groupBookingsByStatus',
  'hideExcursionFilters',
  'photoMatchEnabled',
  'allowBlockedBooking',
] as const;
export const profileFlags = ['enableClock', 'enableWayfinder', 'enableDisabilityMode'] as const;

const asBooleans = <T extends object>(settings: T | null | undefined, names: readonly string[]): T | null | undefined => {
  if (!settings) return settings;
  const copy: Record<string, unknown> = { ...(settings as Record<string, unknown>) };
  for (const name of names) if (copy[name] != null) copy[name] = settingIsOn(copy[name]);
  return copy as T;
};

/**
 * The answer with its yes/no settings as booleans, as the schema gives them: the first page shows
 * the answer before the schema has loaded (getDeviceConfigForFirstPage), and a "false" there must
 * not read as a truthy text.
 */
export function withSettingsAsBooleans(config: DeviceConfig): DeviceConfig {
  const { hub, deviceGroup } = config;
  return {
    ...config,
    hub: { ...hub, uiSettings: asBooleans(hub.uiSettings, uiSettingFlags) },
    deviceGroup: { ...deviceGroup, deviceProfile: asBooleans(deviceGroup.deviceProfile, profileFlags)! },
  };
}
