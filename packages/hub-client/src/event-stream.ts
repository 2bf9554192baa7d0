import { createSseParser, type HubStreamEvent } from './event-stream-parser';
import type { HubClient } from './hub-client';

export type HubEventStreamOptions = {
  /** Each event of the default type (`message`), as EventSource's `onmessage` would get it. */
  onMessage: (data: string, event: HubStreamEvent) => void;
  /** Every event, named types too. */
  onEvent?: (event: HubStreamEvent) => void;
  /** Waits between attempts to reconnect: from `initialMs` (or the server's `retry:`), doubling up to `maxMs`. */
  reconnect?: { initialMs?: number; maxMs?: number };
  /** Injected by tests to see the waits without waiting; a timer otherwise. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export type { HubStreamEvent } from './event-stream-parser';

const RECONNECT_INITIAL_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;

const timerWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Why a connection ended: the hub refused the stream (an error status or not an event stream) or it dropped. */
type Ending = { refused: true; detail: unknown } | { refused: false; detail: unknown; opened: boolean };

/**
 * Server-sent events from the hub (remote reload on digitalsignage/events/register, the ship's
 * position), read through the hub client's fetch: the real one in the browser, the in-process demo
 * hub in tests and Storybook, so streams work wherever the rest of the hub does.
 *
 * Like EventSource, a stream that drops (network gone, hub restarted, the answer ended) is opened
 * again, after a wait that doubles on each failed attempt (1 s … 60 s) and with `Last-Event-ID`,
 * so a restarting hub is not hammered and no event with an id is missed. A stream the hub refuses
 * (an error status, or an answer that is not `text/event-stream`) is closed and the error logged,
 * as platform.md §4.1 says for a stream error. Returns a function that closes the stream.
 * Opened through `openHubEventStream` (open-event-stream.ts), which loads this module.
 */
export function readHubEventStream(hub: HubClient, path: string, options: HubEventStreamOptions): () => void {
  const url = new URL(path, hub.hubApiUrl).href;
  const closed = new AbortController();
  const wait = options.wait ?? timerWait;
  const initialMs = options.reconnect?.initialMs ?? RECONNECT_INITIAL_MS;
  const maxMs = options.reconnect?.maxMs ?? RECONNECT_MAX_MS;
  let lastEventId = '';
  let serverRetryMs: number | undefined;

  const deliver = (event: HubStreamEvent) => {
    options.onEvent?.(event);
    if (event.type === 'message') options.onMessage(event.data, event);
  };

  async function connect(): Promise<Ending> {
    // Accept is a CORS-safelisted header, so the stream needs no preflight; `cache` keeps it out of
    // the HTTP cache. Last-Event-ID (only after events with an id) must be allowed by the hub's CORS.
    // Low priority: a connection that stays open for the page's life is background work, never
    // something the screen waits for (and tools that wait for the page to load, Lighthouse among
    // them, would otherwise wait for it to end).
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    let response: Response;
    try {
      response = await hub.fetch(url, { headers, signal: closed.signal, cache: 'no-store', priority: 'low' });
    } catch (error) {
      return { refused: false, detail: error, opened: false };
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
      await response.body?.cancel().catch(() => {});
      return { refused: true, detail: `${response.status} ${type}` };
    }
    const parser = createSseParser(deliver, lastEventId);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const cancel = () => void reader.cancel().catch(() => {});
    closed.signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId;
        serverRetryMs = parser.retryMs ?? serverRetryMs;
      }
      return { refused: false, detail: 'the stream ended', opened: true };
    } catch (error) {
      return { refused: false, detail: error, opened: true };
    } finally {
      closed.signal.removeEventListener('abort', cancel);
    }
  }

  void (async () => {
    let failures = 0;
    while (!closed.signal.aborted) {
      const ending = await connect();
      if (closed.signal.aborted) return;
      if (ending.refused) {
        hub.logger.error(`hub event stream ${path} failed and was closed`, ending.detail);
        return;
      }
      // A stream that was open starts the backoff again; repeated failures to connect double it.
      failures = ending.opened ? 0 : failures + 1;
      const delay = Math.min((serverRetryMs ?? initialMs) * 2 ** Math.max(failures - 1, 0), maxMs);
      hub.logger.warn(`hub event stream ${path} dropped; reconnecting in ${delay} ms`, ending.detail);
      await wait(delay, closed.signal);
    }
  })();

  return () => closed.abort();
}
