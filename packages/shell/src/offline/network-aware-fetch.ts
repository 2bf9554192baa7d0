import { reportHubReachable, reportHubUnreachable } from './network-status';

/**
 * The hub client's fetch: every answer says the hub is reachable, every network failure (not an
 * HTTP error, not an abort) says it is not, so the offline state follows what the guest meets.
 */
export function createNetworkAwareFetch(inner: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await inner(input, init);
      reportHubReachable();
      return response;
    } catch (error) {
      const aborted = init?.signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
      if (!aborted) reportHubUnreachable();
      throw error;
    }
  };
}
