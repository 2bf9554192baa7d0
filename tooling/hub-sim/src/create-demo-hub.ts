import { getResponse, type RequestHandler } from 'msw';
import { authenticationHandlers } from './handlers/authentication-handlers';
import { contentHandlers } from './handlers/content-handlers';
import { deviceHandlers } from './handlers/device-handlers';
import { createHubState, type HubState } from './hub-state';

export type DemoHub = {
  /** Answers hub requests in-process: give it to `createHubClient({ fetch })` in tests and stories. */
  fetch: typeof fetch;
  state: HubState;
  handlers: RequestHandler[];
};

export function createDemoHandlers(state: HubState): RequestHandler[] {
  return [...deviceHandlers(state), ...authenticationHandlers(state), ...contentHandlers(state)];
}

export function createDemoHub(state: HubState = createHubState()): DemoHub {
  const handlers = createDemoHandlers(state);
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
