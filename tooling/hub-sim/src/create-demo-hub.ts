import { getResponse, type RequestHandler } from 'msw';
import { createHubState, type HubState } from './hub-state';
import { areaHandlers, demoHubAreas } from './areas';

export type DemoHub = {
  /** Answers hub requests in-process: give it to `createHubClient({ fetch })` in tests and stories. */
  fetch: typeof fetch;
  /** What the demo hub remembers (sessions, PINs, page views ...); tests may read or seed it. */
  state: HubState;
  /** The msw handlers, for a test that wants `setupServer(...handlers)` or to prepend its own. */
  handlers: RequestHandler[];
};

export type DemoHubOptions = {
  /** Share a state (for example with a second demo hub); a fresh one by default. */
  state?: HubState;
  /** The demo hub's clock when no state is given: "today" for logins and daily schedules. */
  now?: () => Date;
  /** Handlers tried before the demo hub's own, to change one answer in a test or story. */
  overrides?: RequestHandler[];
};

/** Every area's handlers; a new area is a folder under `areas/` listed in `areas/index.ts`. */
export function createDemoHandlers(state: HubState): RequestHandler[] {
  return demoHubAreas.flatMap((area) => areaHandlers(state, area));
}

/**
 * A demo hub answering in-process through msw's `getResponse`: no network, no service worker.
 * Requests no handler matches answer 404 with a JSON error body.
 */
export function createDemoHub(options: DemoHubOptions = {}): DemoHub {
  const state = options.state ?? createHubState(options.now ? { now: options.now } : {});
  const handlers = [...(options.overrides ?? []), ...createDemoHandlers(state)];
  const demoFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const response = await getResponse(handlers, request);
    return (
      response ??
      Response.json(
        { code: 'NOT_FOUND', message: `The demo hub has no ${request.method} ${new URL(request.url).pathname}` },
        { status: 404 },
      )
    );
  };
  return { fetch: demoFetch, state, handlers };
}
