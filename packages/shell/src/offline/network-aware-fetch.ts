import { reportHubReachable, reportHubUnreachable } from './network-status';
import { recordCachedAnswer, recordHubAnswer, STORED_AT_HEADER } from './shown-data-time';

/**
 * The hub client's fetch: every answer says the hub is reachable, every network failure (not an
 * HTTP error, not an abort) says it is not, so the offline state follows what the guest meets.
 * An answer the service worker took from its cache (it carries the worker's stamp) means the
 * hub did not answer in time: the guest is offline and sees data as old as the stamp.
 */
export function createNetworkAwareFetch(inner: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await inner(input, init);
      const storedAt = response.headers.get(STORED_AT_HEADER);
      if (storedAt) {
        recordCachedAnswer(Date.parse(storedAt));
        reportHubUnreachable();
      } else {
        recordHubAnswer();
        reportHubReachable();
      }
      return response;
    } catch (error) {
      const aborted = init?.signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
      if (!aborted) reportHubUnreachable();
      throw error;
    }
  };
}
