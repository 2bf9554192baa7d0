import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/**
 * media-and-guest-services §3 "Muster passenger". `accountNumber` is what updateVideoSeen sends
 * back as `accountId`; `name` is the hub's display name when it sends one.
 */
export const musterPassengerSchema = z.object({
  id: hubIdSchema,
  firstName: optionalText,
  lastName: optionalText,
  type: optionalText,
  lead: optionalFlag,
  accountNumber: z.union([z.string(), z.number()]),
  name: optionalText,
  isVideoWatched: optionalFlag,
  isMusterScanPerformed: optionalFlag,
  isLoggedInUser: optionalFlag,
});
export type MusterPassenger = z.infer<typeof musterPassengerSchema>;
export const musterPassengersSchema = z.array(musterPassengerSchema);

/** GET muster/passenger/status: the party and whether the station scan counts. */
export const musterStatusSchema = z.object({
  passengers: z.array(musterPassengerSchema),
  musterStationVisitRequired: optionalFlag,
});
export type MusterStatus = z.infer<typeof musterStatusSchema>;

/** Assumption (docs/hub-contract.md): updateVideoSeen answers anything on success; only the HTTP status counts. */
export const videoSeenAnswerSchema = z.unknown();
