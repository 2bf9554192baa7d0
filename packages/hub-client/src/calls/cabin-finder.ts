import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { decksSchema, sideViewSchema, type Deck, type SideView } from '../schemas/wayfinder';

const segment = (cabin: string) => encodeURIComponent(cabin);

/** GET cabinfinder/sideview/{cabin}: the ship from the side, the cabin's deck marked; 404 for an unknown cabin. */
export function getCabinSideView(hub: HubClient, cabin: string): Promise<HubResult<SideView>> {
  return hubGet(hub, `cabinfinder/sideview/${segment(cabin)}`, sideViewSchema);
}

/** GET cabinfinder/topview/{cabin}: every deck's plan, the cabin marked on its deck. */
export function getCabinDecks(hub: HubClient, cabin: string): Promise<HubResult<Deck[]>> {
  return hubGet(hub, `cabinfinder/topview/${segment(cabin)}`, decksSchema);
}
