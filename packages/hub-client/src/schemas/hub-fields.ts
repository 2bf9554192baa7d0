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

const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})(.*)$/;

/**
 * A date or date-time of the guest's holiday, read as ISO (YYYY-MM-DD, with the time after it as
 * sent). Our contract carries ISO, but media §3 writes a hub's hotel dates as DD/MM/YYYY: both are
 * the same day to every screen, which then needs one parser, not one per package. Any other text
 * is kept as sent, so a screen can still show the hub's words.
 */
export const holidayDateSchema = z.pipe(
  z.string(),
  z.transform((value: string) => {
    const match = dayFirst.exec(value.trim());
    return match ? `${match[3]}-${match[2]}-${match[1]}${match[4]}` : value;
  }),
);
