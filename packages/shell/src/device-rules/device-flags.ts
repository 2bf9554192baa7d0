import type { DeviceConfig } from '@companion/hub-client';

/** What each device kind may show (platform.md §1), decided in one place. */
export type DeviceFlags = {
  showVideo: boolean;
  showBookNowTags: boolean;
  showFilterToggle: boolean;
  showPdfs: boolean;
  boldText: boolean;
  tileColumnsLarge: 3 | 4;
};

export function deviceFlags(config: DeviceConfig): DeviceFlags {
  const deviceType = config.deviceGroup.deviceType;
  const shared = deviceType === 'Kiosk' || deviceType === 'DigitalSignage';
  return {
    showVideo: !shared,
    showBookNowTags: !shared,
    showFilterToggle: !shared,
    showPdfs: deviceType !== 'Kiosk' || Boolean(config.hub.uiSettings?.showPdfsOnKiosk),
    boldText: shared,
    tileColumnsLarge: deviceType === 'DigitalSignage' ? 3 : 4,
  };
}
