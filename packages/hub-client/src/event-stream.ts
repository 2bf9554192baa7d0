import type { HubClient } from './hub-client';

type EventSourceLike = { onmessage: ((event: MessageEvent) => void) | null; onerror: ((event: Event) => void) | null; close: () => void };
type EventSourceConstructor = new (url: string) => EventSourceLike;

export type HubEventStreamOptions = {
  onMessage: (data: string) => void;
  /** Injected by tests; the browser's EventSource otherwise. */
  EventSourceImpl?: EventSourceConstructor;
};

/**
 * Server-sent events from the hub (remote reload on digitalsignage/events/register). On error
 * the stream is closed and the error logged (platform.md §4.1), never retried in a tight loop.
 * Returns a function that closes the stream.
 */
export function openHubEventStream(hub: HubClient, path: string, options: HubEventStreamOptions): () => void {
  const Impl = options.EventSourceImpl ?? (globalThis.EventSource as unknown as EventSourceConstructor | undefined);
  if (!Impl) {
    hub.logger.error(`hub event stream ${path}: EventSource is not available`);
    return () => {};
  }
  const stream = new Impl(new URL(path, hub.hubApiUrl).href);
  stream.onmessage = (event) => options.onMessage(String(event.data));
  stream.onerror = (event) => {
    stream.close();
    hub.logger.error(`hub event stream ${path} failed and was closed`, event);
  };
  return () => stream.close();
}
