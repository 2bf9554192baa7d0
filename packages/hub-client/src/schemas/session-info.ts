import * as z from 'zod/mini';
import { sessionTypeSchema, type AuthenticationResult, type SessionType } from './authentication';

/**
 * Who is logged in, as the app keeps it between visits (platform.md §3 "Session"): the
 * sub-header shows the booking reference, or the PMS guest name for a RemotePms session.
 * A schema so a persisted copy from an older build is checked before it is trusted.
 */
export const sessionInfoSchema = z.object({
  sessionType: sessionTypeSchema,
  sessionName: z.nullish(z.string()),
  bookingReference: z.nullish(z.string()),
  pmsName: z.nullish(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * The session info of a login answer. The hub may leave out the session type (assumption: it
 * is sent, but not every hub does), so the caller says which login it made.
 */
export function sessionInfoOf(result: AuthenticationResult, loginType: SessionType): SessionInfo {
  return {
    sessionType: result.sessionType ?? loginType,
    sessionName: result.sessionName ?? null,
    bookingReference: result.bookingReference ?? null,
    pmsName: result.pmsName ?? null,
  };
}
