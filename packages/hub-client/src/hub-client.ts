import ky, { type Options } from 'ky';

export const HUB_GET_TIMEOUT_MS = 15_000;
/**
 * Longer than a GET's limit, because an order or a login may legitimately make the hub wait on
 * the ship's property system; but finite, so a hung hub ends in a `timeout` the screen can act on
 * instead of a spinner that never stops.
 */
export const HUB_POST_TIMEOUT_MS = 30_000;

export type HubLogger = { warn: (message: string, detail?: unknown) => void; error: (message: string, detail?: unknown) => void };

export type HubClientOptions = {
  hubApiUrl: string;
  /** The current session id, read on every request so logout takes effect at once. */
  getSessionId: () => string | undefined;
  /** Called for every HTTP 403 (platform.md §4.1): the app clears authentication and goes to /login. */
  onForbidden?: () => void;
  /** Injected by tests, Storybook and the demo to answer from the demo hub without a network. */
  fetch?: typeof fetch;
  logger?: HubLogger;
};

export type HubClient = {
  readonly hubApiUrl: string;
  readonly http: HubHttp;
  readonly logger: HubLogger;
  readonly fetch: typeof fetch;
  readonly getSessionId: () => string | undefined;
};

/**
 * ky's instance as the hub calls use it: called with a path and ky's options, or extended with
 * more options (hooks); timeouts, hooks and errors are ky's own. ky is part of the first download:
 * a first start asks devices/config through it before its first page (docs/decisions.md).
 */
export type HubHttp = ((input: string, options?: Options) => Promise<Response>) & {
  extend: (options: Options) => HubHttp;
};

const consoleLogger: HubLogger = {
  warn: (message, detail) => console.warn(message, detail),
  error: (message, detail) => console.error(message, detail),
};

export function createHubClient(options: HubClientOptions): HubClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const kyOptions: Options = {
    prefixUrl: options.hubApiUrl,
    fetch: fetchImpl,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request, requestOptions) => {
          // A call sent without credentials (the marketplace) carries no guest session either.
          if (requestOptions.credentials === 'omit') return;
          const sessionId = options.getSessionId();
          if (sessionId) request.headers.set('SessionId', sessionId);
        },
      ],
      afterResponse: [
        (_request, requestOptions, response) => {
          // A refusal of a call that did not carry the session says nothing about the session.
          if (response.status === 403 && requestOptions.credentials !== 'omit') options.onForbidden?.();
        },
      ],
    },
  };
  const http: HubHttp = ky.create(kyOptions);
  return {
    hubApiUrl: options.hubApiUrl,
    http,
    logger: options.logger ?? consoleLogger,
    fetch: fetchImpl,
    getSessionId: options.getSessionId,
  };
}
