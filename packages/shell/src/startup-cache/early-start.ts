import type { DeviceConfig, FirstPageDeviceConfig, HubClient } from '@companion/hub-client';
import type { DeviceConfigCache } from './device-config-cache';

/**
 * What boot hands to start-up: the device configuration request already under way (sent before
 * React mounted) and the cache of the last good configuration to start from at once.
 */
export type EarlyStart = {
  cache: DeviceConfigCache;
  /**
   * devices/config sent early to this hub; used for the first try instead of asking again, and
   * checked in full after the first screen (hub-client's `getDeviceConfigForFirstPage`).
   */
  firstAnswer?: { hub: HubClient; answer: Promise<FirstPageDeviceConfig> };
};

/** Same content, same configuration: a refresh that brings nothing new must not re-render the app. */
export function sameConfig(a: DeviceConfig, b: DeviceConfig): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
