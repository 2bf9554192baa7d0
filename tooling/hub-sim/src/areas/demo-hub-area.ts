import type { RequestHandler } from 'msw';
import type { HubState } from '../hub-state';

/**
 * One area of the demo hub (vod, programme, reservations, …) in its own folder: its state,
 * handlers, fixtures and conformance test. The area's state is created once per hub state, on
 * first use, so a fresh `createDemoHub()` in a test starts every area fresh.
 */
export type DemoHubArea<AreaState = undefined> = {
  name: string;
  /** The area's own memory (bookings, consent, reports …); the shared sessions and clock are in `hub`. */
  createState: (hub: HubState) => AreaState;
  handlers: (hub: HubState, own: AreaState) => RequestHandler[];
};

/** The area's state inside a hub state: tests read or seed it through this. */
export function areaState<AreaState>(hub: HubState, area: DemoHubArea<AreaState>): AreaState {
  if (!hub.areas.has(area.name)) hub.areas.set(area.name, area.createState(hub));
  return hub.areas.get(area.name) as AreaState;
}

/** The area's handlers, bound to its state inside `hub`. */
export function areaHandlers<AreaState>(hub: HubState, area: DemoHubArea<AreaState>): RequestHandler[] {
  return area.handlers(hub, areaState(hub, area));
}
