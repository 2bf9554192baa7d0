import type { z } from 'zod/mini';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { checkHubBody } from '../parse-hub-body';
import type { DeviceConfig } from '../schemas/device-config';

/**
 * The schema (and with it zod) loads behind a dynamic import: every app asks for the device
 * configuration before its first page, and zod was the largest part of the first download that
 * the first page does not need when the kept configuration is shown (docs/performance.md).
 */
const deviceConfigSchema = () => import('../schemas/device-config').then((module) => module.deviceConfigSchema);

/** Takes the answer as it comes; `getDeviceConfig` checks it once the schema has loaded. */
const anyJson = { safeParse: (data: unknown) => ({ success: true, data }) } as unknown as z.ZodMiniUnknown;

/** GET devices/config (platform.md §7.2), checked with the device configuration schema. */
export async function getDeviceConfig(hub: HubClient): Promise<HubResult<DeviceConfig>> {
  // Asked for at once, so the schema downloads while the hub answers.
  const schema = deviceConfigSchema();
  schema.catch(() => undefined);
  const answer = await hubGet(hub, 'devices/config', anyJson);
  if (!answer.ok) return answer;
  const checked = checkHubBody(await schema, answer.value);
  if (!checked.ok) hub.logger.error('hub GET devices/config sent a malformed answer', checked.error);
  return checked;
}

/**
 * A configuration kept from an earlier start, checked as strictly as the hub's answer: a value an
 * older app version stored, or one edited by hand, is no configuration rather than a crash.
 */
export async function parseDeviceConfig(value: unknown): Promise<DeviceConfig | undefined> {
  const parsed = (await deviceConfigSchema()).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => typeof value === 'number' || typeof value === 'string';
const isList = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && item(entry));

/**
 * The check a kept configuration passes before the first page shows it, without zod: the fields
 * every page reads (device type, languages, modules, login type) have their shape. Only answers
 * that passed the full schema are ever kept, so this guards against an older app version's copy;
 * `parseDeviceConfig` checks the rest once the schema has loaded (the cache drops a copy failing it).
 */
export function looksLikeDeviceConfig(value: unknown): value is DeviceConfig {
  if (!isRecord(value) || !isRecord(value.hub) || !isRecord(value.deviceGroup) || !isRecord(value.authentication)) return false;
  const group = value.deviceGroup;
  const profile = group.deviceProfile;
  return (
    ['App', 'Kiosk', 'DigitalSignage'].includes(group.deviceType as string) &&
    ['Passenger', 'Resco', 'HotelFriend', 'Retina'].includes(value.authentication.type as string) &&
    isRecord(profile) &&
    isId(profile.id) &&
    typeof profile.label === 'string' &&
    isList(profile.languages, (language) => typeof language.code === 'string' && typeof language.name === 'string') &&
    isList(profile.modules, (module) => isId(module.id) && typeof module.label === 'string') &&
    (value.hub.uiSettings == null || isRecord(value.hub.uiSettings))
  );
}
