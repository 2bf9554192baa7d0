import type { ShipContent } from '@companion/hub-client';
import { demoShipContent } from './fixtures/ship-content';

/** What tests may change: the ship content (null: the hub has none, "No Ship Data"). */
export type WayfinderState = { ship: ShipContent | null };

export function createWayfinderState(): WayfinderState {
  return { ship: demoShipContent() };
}
