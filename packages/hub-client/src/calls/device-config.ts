import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { deviceConfigSchema, type DeviceConfig } from '../schemas/device-config';

/** GET devices/config (platform.md §7.2). */
export function getDeviceConfig(hub: HubClient): Promise<HubResult<DeviceConfig>> {
  return hubGet(hub, 'devices/config', deviceConfigSchema);
}

/**
 * A configuration kept from an earlier start, checked as strictly as the hub's answer: a value an
 * older app version stored, or one edited by hand, is no configuration rather than a crash.
 */
export function parseDeviceConfig(value: unknown): DeviceConfig | undefined {
  const parsed = deviceConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
