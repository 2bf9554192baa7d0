import * as z from 'zod/mini';
import { optionalFlag, optionalText } from './hub-fields';

/**
 * media-and-guest-services.md §3 "Wayfinder": the hub draws the markers into its pictures, so a
 * view is a picture and the client only chooses which one to show. `map` is a base64 image
 * (docs/hub-contract.md "Wayfinder": raw base64 or a data: address; SVG, PNG or JPEG).
 */
export const sideViewSchema = z.object({
  map: z.string(),
});
export type SideView = z.infer<typeof sideViewSchema>;

/** One deck of the top view: its plan, and whether the destination or this device is on it. */
export const deckSchema = z.object({
  level: z.number(),
  /** Assumption: a deck may carry its own name ("Lido Deck"); "Deck {level}" otherwise. */
  name: optionalText,
  /** This device (a kiosk) stands on this deck: "You are here". */
  isDevicePresent: optionalFlag,
  /** The destination (the venue or the cabin searched for) is on this deck. */
  hasWayFinding: optionalFlag,
  map: z.string(),
});
export type Deck = z.infer<typeof deckSchema>;
export const decksSchema = z.array(deckSchema);
