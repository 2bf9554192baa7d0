/**
 * A server-sent event stream for the demo hub's handlers: each listener gets a `text/event-stream`
 * answer whose body is a ReadableStream. The same handler streams in-process (tests and Storybook,
 * through the injected fetch) and through the Node demo server, which pipes the body to the
 * socket, so every way of running the demo hub streams alike.
 */
export type DemoEventChannel = {
  /** The answer to one listener's request; it stays open until the request is aborted or `closeAll`. */
  open: (request: Request) => Response;
  /** Sends one event to every open stream and answers how many heard it. */
  send: (data: string, options?: { event?: string; id?: string }) => number;
  /** Ends every open stream (the server stops). */
  closeAll: () => void;
  /** How many streams are open. */
  readonly size: number;
  /** How many streams were ever opened (a listener that reconnects counts again). */
  readonly opened: number;
};

const encoder = new TextEncoder();

/** One event as the wire carries it: each line of `data` on its own `data:` line, then a blank line. */
export function eventFrame(data: string, options: { event?: string; id?: string } = {}): string {
  const head = (options.event ? `event: ${options.event}\n` : '') + (options.id !== undefined ? `id: ${options.id}\n` : '');
  return `${head}${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;
}

export function createEventChannel(): DemoEventChannel {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let opened = 0;
  const end = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (!streams.delete(controller)) return;
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  return {
    open(request) {
      let own: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          own = controller;
          streams.add(controller);
          opened += 1;
          // A comment first, as the hub does: the listener knows at once that it is registered.
          controller.enqueue(encoder.encode(': connected\n\n'));
          request.signal.addEventListener('abort', () => end(controller), { once: true });
        },
        cancel() {
          if (own) streams.delete(own);
        },
      });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    },
    send(data, options) {
      const frame = encoder.encode(eventFrame(data, options));
      for (const controller of streams) controller.enqueue(frame);
      return streams.size;
    },
    closeAll() {
      for (const controller of [...streams]) end(controller);
    },
    get size() {
      return streams.size;
    },
    get opened() {
      return opened;
    },
  };
}
