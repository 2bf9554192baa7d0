/** One server-sent event, as the browser's EventSource would hand it on. */
export type HubStreamEvent = {
  /** `message` unless the event named another type (`event:` line). */
  type: string;
  /** The `data:` lines joined by newlines. */
  data: string;
  /** The last `id:` seen on the stream, sent back as Last-Event-ID on reconnect. */
  lastEventId: string;
};

export type SseParser = {
  /** Feeds the next decoded piece of the stream; complete events are dispatched at once. */
  push: (text: string) => void;
  /** The id to send as Last-Event-ID when reconnecting. */
  readonly lastEventId: string;
  /** The reconnection time the server asked for (`retry:`), or undefined. */
  readonly retryMs: number | undefined;
};

/**
 * Reads `text/event-stream` (the HTML standard's "event stream interpretation"): lines end with
 * CRLF, LF or CR (a CR at the end of one piece may pair with an LF starting the next); a blank line
 * dispatches the event; `:` starts a comment; a field without a colon has an empty value; one space
 * after the colon is dropped; an event without data is not dispatched; the id survives across
 * events (and is not changed by an id containing NUL); `retry` takes digits only.
 */
export function createSseParser(onEvent: (event: HubStreamEvent) => void, lastEventId = ''): SseParser {
  let pending = '';
  let skipLf = false;
  let started = false;
  let data = '';
  let type = '';
  let id = lastEventId;
  let retryMs: number | undefined;

  const dispatch = () => {
    if (data === '') {
      type = '';
      return;
    }
    const event = { type: type || 'message', data: data.endsWith('\n') ? data.slice(0, -1) : data, lastEventId: id };
    data = '';
    type = '';
    onEvent(event);
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      let chunk = text;
      if (!started && chunk.length > 0) {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (skipLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLf = false;
      pending += chunk;
      let at = pending.search(/[\r\n]/);
      while (at >= 0) {
        line(pending.slice(0, at));
        if (pending[at] === '\r') {
          if (at + 1 === pending.length) skipLf = true;
          else if (pending[at + 1] === '\n') at += 1;
        }
        pending = pending.slice(at + 1);
        at = pending.search(/[\r\n]/);
      }
    },
    get lastEventId() {
      return id;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
