import type { HubEventStreamOptions } from './event-stream';
import type { HubClient } from './hub-client';

/**
 * Opens a hub event stream (event-stream.ts `readHubEventStream` says how it reads and
 * reconnects). The reader loads behind import(): only signage with remote reload and the ship
 * tracker read streams, so it is no part of any app's first download (issue 20). Returns a
 * function that closes the stream, at once, even before the reader has loaded.
 */
export function openHubEventStream(hub: HubClient, path: string, options: HubEventStreamOptions): () => void {
  let closed = false;
  let close: (() => void) | undefined;
  void import('./event-stream').then(
    ({ readHubEventStream }) => {
      if (!closed) close = readHubEventStream(hub, path, options);
    },
    (error: unknown) => hub.logger.error(`hub event stream ${path} could not be opened`, error),
  );
  return () => {
    closed = true;
    close?.();
  };
}
