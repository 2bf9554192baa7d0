import type { z } from 'zod/mini';
import type { HubClient } from '../hub-client';
import { hubOk, type HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { checkHubBody } from '../parse-hub-body';
import type { DeviceConfig } from '../schemas/device-config';
import { withSettingsAsBooleans } from '../settings-as-booleans';

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
  return checkFully(hub, answer.value, await schema);
}

function checkFully(hub: HubClient, value: unknown, schema: Awaited<ReturnType<typeof deviceConfigSchema>>): HubResult<DeviceConfig> {
  const checked = checkHubBody(schema, value);
  if (!checked.ok) hub.logger.error('hub GET devices/config sent a malformed answer', checked.error);
  return checked;
}

/** The hub's answer to devices/config as the first page takes it (`getDeviceConfigForFirstPage`). */
export type FirstPageDeviceConfig = {
  /**
   * The answer, checked for the fields every page reads (`looksLikeDeviceConfig`) when it has
   * them, else checked in full; a failure as `getDeviceConfig` gives it.
   */
  result: HubResult<DeviceConfig>;
  /**
   * The full check of the same answer with the schema, which loads zod: the answer to trust and
   * to keep. Called once the first page shows; answers `result` when that was already full.
   */
  fullCheck: () => Promise<HubResult<DeviceConfig>>;
};

/**
 * devices/config for the first page of a start (issue 20): the first page waits for the hub's
 * answer only, not for the schema and zod, which no first page needs otherwise and which made up
 * the largest part of the first download (docs/performance.md). Start-up shows an answer that
 * has the shape pages read at once and checks it in full after the first paint; an answer that
 * fails the full check then ends the start as a malformed answer would have (a typed error the
 * start-up screen shows), and is never kept for the next start.
 */
export async function getDeviceConfigForFirstPage(hub: HubClient): Promise<FirstPageDeviceConfig> {
  const answer = await hubGet(hub, 'devices/config', anyJson);
  if (!answer.ok) return { result: answer, fullCheck: () => Promise.resolve(answer) };
  let checked: Promise<HubResult<DeviceConfig>> | undefined;
  const fullCheck = () => (checked ??= deviceConfigSchema().then((schema) => checkFully(hub, answer.value, schema)));
  if (looksLikeDeviceConfig(answer.value)) return { result: hubOk(withSettingsAsBooleans(answer.value)), fullCheck };
  const result = await fullCheck();
  return { result, fullCheck: () => Promise.resolve(result) };
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
    // Any property system, or none: until the full check reads one without a form of its own as
    // "Passenger", the login's chooser does the same (platform.md §4.2 "Otherwise").
    (value.authentication.type == null || typeof value.authentication.type === 'string') &&
    isRecord(profile) &&
    isId(profile.id) &&
    typeof profile.label === 'string' &&
    isList(profile.languages, (language) => typeof language.code === 'string' && typeof language.name === 'string') &&
    isList(profile.modules, (module) => isId(module.id) && typeof module.label === 'string') &&
    (value.hub.uiSettings == null || isRecord(value.hub.uiSettings))
  );
}
