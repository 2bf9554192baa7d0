import type { DeviceConfig } from '@companion/hub-client';

/** The PIN page is linked only off kiosks and only with PIN login enabled (bookable-services §6). */
export function showPinLink(config: DeviceConfig): boolean {
  return config.deviceGroup.deviceType !== 'Kiosk' && config.hub.uiSettings?.pinLoginEnabled === true;
}
