import * as z from 'zod/mini';

export const sessionTypeSchema = z.enum(['Passenger', 'RemotePms']);
/** Passenger: logged in by booking; RemotePms: by the ship's property system (no logout button). */
export type SessionType = z.infer<typeof sessionTypeSchema>;

/**
 * platform.md §3 "Authentication result": sessionId and pms.information, a JSON *string*
 * holding isPinChangeRequired and embarkDate. Assumption: the answer also names the session
 * type, the guest's name, the booking reference and the PMS name the sub-header shows.
 */
export const authenticationResultSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  pms: z.nullish(z.object({ information: z.nullish(z.string()) })),
  sessionType: z.nullish(sessionTypeSchema),
  sessionName: z.nullish(z.string()),
  bookingReference: z.nullish(z.string()),
  pmsName: z.nullish(z.string()),
});
export type AuthenticationResult = z.infer<typeof authenticationResultSchema>;

/**
 * The object inside the pms.information string, as the hub writes it. `location` is the guest's
 * cabin (media §5: the problem report shows "the PMS information location"); a hub may write it
 * as a number.
 */
export const pmsInformationSchema = z.object({
  isPinChangeRequired: z.nullish(z.boolean()),
  embarkDate: z.nullish(z.string()),
  location: z.nullish(z.union([z.string(), z.number()])),
});
/** pms.information once read: absent flags are settled to false / undefined. */
export type PmsInformation = { isPinChangeRequired: boolean; embarkDate: string | undefined; location: string | undefined };

const noInformation: PmsInformation = { isPinChangeRequired: false, embarkDate: undefined, location: undefined };

/** Reads pms.information; an absent or unreadable value means "no PIN change, no embark date, no cabin". */
export function parsePmsInformation(result: AuthenticationResult): PmsInformation {
  const text = result.pms?.information;
  if (!text) return noInformation;
  try {
    const parsed = pmsInformationSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { isPinChangeRequired, embarkDate, location } = parsed.data;
      const cabin = location === null || location === undefined ? '' : String(location).trim();
      return { isPinChangeRequired: isPinChangeRequired ?? false, embarkDate: embarkDate ?? undefined, location: cabin || undefined };
    }
  } catch {
    // Fall through: a malformed information string must not block a login.
  }
  return noInformation;
}

/**
 * pms/changePin: "an empty response means success" (platform.md §7.2, bookable-services §7). An
 * empty body reaches the schema as `null` (parseHubBody); `{}` is the same nothing in JSON. Any
 * other answer (`{"message":"Wrong PIN"}`, `false`) may be a refusal sent with status 200, so it
 * must not tell the guest the PIN was changed: it fails as an unexpected answer.
 */
export const pinChangeAnswerSchema = z.union([z.null(), z.strictObject({})]);

/**
 * pms/resetPin: the spec names the call but not its answer, so any 200 means the hub took the
 * request (docs/hub-contract.md); only pms/changePin promises an empty answer.
 */
export const resetPinAnswerSchema = z.unknown();
