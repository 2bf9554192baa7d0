import * as z from 'zod/mini';
import { settingIsOn } from '../settings-as-booleans';

/** Hubs send ids as numbers or strings depending on the operator's build; both are kept as sent. */
export const hubIdSchema = z.union([z.number(), z.string()]);
export type HubId = z.infer<typeof hubIdSchema>;

/** Optional hub fields: real hubs both omit them and send null. */
export const optionalText = z.nullish(z.string());
export const optionalFlag = z.nullish(z.boolean());

/**
 * A yes/no setting as hubs send it: true or false, or the texts "true" and "false" (platform.md §6
 * compares pinLoginEnabled with "true", so hubs write settings as text). Read as a boolean, so
 * "false" is off rather than a truthy text; any other text is off too, never a failed start.
 */
export const hubSetting = z.nullish(
  z.pipe(
    z.union([z.boolean(), z.string()]),
    z.transform((value: boolean | string) => settingIsOn(value)),
  ),
);
