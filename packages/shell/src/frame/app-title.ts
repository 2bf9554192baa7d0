import type { DeviceConfig } from '@companion/hub-client';

/** The hub's app title, else the device profile's label. */
export function appTitle(config: DeviceConfig): string {
  return config.hub.appTitle?.trim() || config.deviceGroup.deviceProfile.label;
}
