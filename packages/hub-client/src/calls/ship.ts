import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import * as z from 'zod/mini';
import { shipContentSchema, type ShipContent } from '../schemas/ship';

/** The hub answers an empty body (null) or {} when it has no ship content: "No Ship Data". */
const shipAnswerSchema = z.union([z.null(), shipContentSchema, z.strictObject({})]);

/** GET ships/content: the ship's information; null when the hub has none. */
export async function getShipContent(hub: HubClient): Promise<HubResult<ShipContent | null>> {
  const result = await hubGet(hub, 'ships/content', shipAnswerSchema);
  if (!result.ok) return result;
  const value = result.value;
  return { ok: true, value: value && 'shipName' in value ? (value as ShipContent) : null };
}
