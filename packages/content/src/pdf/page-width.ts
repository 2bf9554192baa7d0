import type { DeviceType } from '@companion/hub-client';

/** Screens wider than this get the wide page. */
export const WIDE_SCREEN_MIN = 1081;

/** Rendered page width in CSS pixels: signage screens are viewed from afar, wide screens get more. */
export function pdfPageWidth(deviceType: DeviceType, wideScreen: boolean): number {
  if (deviceType === 'DigitalSignage') return 590;
  return wideScreen ? 856 : 670;
}
