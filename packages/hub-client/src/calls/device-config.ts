import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { deviceConfigSchema, type DeviceConfig } from '../schemas/device-config';

/** GET devices/config (platform.md §7.2). */
export function getDeviceConfig(hub: HubClient): Promise<HubResult<DeviceConfig>> {
  return hubGet(hub, 'devices/config', deviceConfigSchema);
}
