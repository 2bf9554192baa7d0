import * as z from 'zod/mini';

/** Hubs send ids as numbers or strings depending on the operator's build; both are kept as sent. */
export const hubIdSchema = z.union([z.number(), z.string()]);
export type HubId = z.infer<typeof hubIdSchema>;

/** Optional hub fields: real hubs both omit them and send null. */
export const optionalText = z.nullish(z.string());
export const optionalFlag = z.nullish(z.boolean());
