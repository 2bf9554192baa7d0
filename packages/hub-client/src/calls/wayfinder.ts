import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { decksSchema, sideViewSchema, type Deck, type SideView } from '../schemas/wayfinder';

/**
 * GET wayfinder/maps/sideview/marker?wayfinderProfileId={id}: the ship from the side with the
 * destination's deck marked. The spec hides the remaining parameters; the hub knows the device
 * that asks (its session), which is all "You are here" needs (docs/hub-contract.md).
 */
export function getWayfinderSideView(hub: HubClient, wayfinderProfileId: string): Promise<HubResult<SideView>> {
  return hubGet(hub, 'wayfinder/maps/sideview/marker', sideViewSchema, { wayfinderProfileId });
}

/** GET wayfinder/maps/topview/marker with the same query: every deck's plan, the destination marked. */
export function getWayfinderDecks(hub: HubClient, wayfinderProfileId: string): Promise<HubResult<Deck[]>> {
  return hubGet(hub, 'wayfinder/maps/topview/marker', decksSchema, { wayfinderProfileId });
}
