// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readHubEventStream } from './event-stream';
import { stubbedHub, TEST_HUB_API_URL } from './test/fetch-stub';

const encoder = new TextEncoder();

/** One event-stream answer the test writes to and ends; `cancelled` says the client let go of it. */
function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network connection lost')),
    state,
  };
}

type StreamAnswer = ReturnType<typeof streamAnswer>;

/** A hub whose every stream request gets the next prepared answer; the waits between reconnects are recorded, not waited. */
function hubWithStreams(answers: (() => Response | Promise<Response>)[]) {
  const stub = stubbedHub(() => {
    const next = answers.shift();
    return next ? next() : new Promise<Response>(() => {});
  });
  const waits: number[] = [];
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { ...stub, waits, wait };
}

const path = 'digitalsignage/events/register';

describe('readHubEventStream', () => {
  it('reads text/event-stream from the hub address through the hub client’s fetch', async () => {
    const first = streamAnswer();
    const { hub, requests, wait } = hubWithStreams([() => first.response]);
    const onMessage = vi.fn();
    readHubEventStream(hub, path, { onMessage, wait });
    first.write(': connected\n\n');
    first.write('data: DIGITALSIGNAGE\n\n');
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('DIGITALSIGNAGE', expect.objectContaining({ type: 'message' })));
    expect(requests[0]?.url).toBe(`${TEST_HUB_API_URL}${path}`);
    expect(requests[0]?.headers.get('Accept')).toBe('text/event-stream');
    // Only CORS-safelisted headers: a browser sends the stream to another origin without a preflight.
    expect([...(requests[0]?.headers.keys() ?? [])]).toEqual(['accept']);
  });

  it('passes named events to onEvent only', async () => {
    const first = streamAnswer();
    const { hub, wait } = hubWithStreams([() => first.response]);
    const onMessage = vi.fn();
    const onEvent = vi.fn();
    readHubEventStream(hub, path, { onMessage, onEvent, wait });
    first.write('event: position\ndata: {"lat":41.4}\n\n');
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'position', data: '{"lat":41.4}' })));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('reconnects after the stream drops, sending the last event id', async () => {
    const [first, second] = [streamAnswer(), streamAnswer()];
    const { hub, requests, waits, wait } = hubWithStreams([() => first.response, () => second.response]);
    const onMessage = vi.fn();
    readHubEventStream(hub, path, { onMessage, wait });
    first.write('id: 12\ndata: one\n\n');
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledTimes(1));
    first.fail();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers.get('Last-Event-ID')).toBe('12');
    expect(waits).toEqual([1_000]);
    second.write('data: two\n\n');
    await vi.waitFor(() => expect(onMessage).toHaveBeenLastCalledWith('two', expect.objectContaining({ lastEventId: '12' })));
  });

  it('reconnects when the hub ends the stream, after the wait the hub asked for', async () => {
    const [first, second] = [streamAnswer(), streamAnswer()];
    const { hub, requests, waits, wait } = hubWithStreams([() => first.response, () => second.response]);
    readHubEventStream(hub, path, { onMessage: vi.fn(), wait });
    first.write('retry: 5000\n\n');
    first.end();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(waits).toEqual([5_000]);
  });

  it('doubles the wait while the hub cannot be reached, up to a minute, and starts again once connected', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const connected = streamAnswer();
    const { hub, requests, waits, wait, logged } = hubWithStreams([
      ...Array.from({ length: 8 }, () => unreachable),
      () => connected.response,
      unreachable,
    ]);
    readHubEventStream(hub, path, { onMessage: vi.fn(), wait });
    await vi.waitFor(() => expect(requests).toHaveLength(9));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    connected.fail();
    await vi.waitFor(() => expect(requests).toHaveLength(11));
    expect(waits.slice(8)).toEqual([1_000, 1_000]);
    expect(logged.some((line) => line.includes('reconnecting'))).toBe(true);
  });

  it('closes and logs the error when the hub refuses the stream, without retrying', async () => {
    const { hub, requests, logged, wait } = hubWithStreams([() => Response.json({ code: 'NOPE' }, { status: 500 })]);
    readHubEventStream(hub, path, { onMessage: vi.fn(), wait });
    await vi.waitFor(() => expect(logged).toEqual([expect.stringContaining(`${path} failed and was closed`)]));
    expect(requests).toHaveLength(1);
  });

  it('treats an answer that is not an event stream as refused', async () => {
    const { hub, requests, logged, wait } = hubWithStreams([
      () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    ]);
    readHubEventStream(hub, path, { onMessage: vi.fn(), wait });
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(requests).toHaveLength(1);
  });

  it('lets go of the stream when closed, and neither delivers nor reconnects after', async () => {
    let first!: StreamAnswer;
    const { hub, requests, wait } = hubWithStreams([
      () => {
        first = streamAnswer();
        return first.response;
      },
    ]);
    const onMessage = vi.fn();
    const close = readHubEventStream(hub, path, { onMessage, wait });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.waitFor(() => expect(first).toBeDefined());
    close();
    await vi.waitFor(() => expect(first.state.cancelled).toBe(true));
    expect(requests).toHaveLength(1);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('aborts a connection still being made when closed', async () => {
    const signals: AbortSignal[] = [];
    const { hub } = stubbedHub((request) => {
      signals.push(request.signal);
      return new Promise<Response>(() => {});
    });
    const close = readHubEventStream(hub, path, { onMessage: vi.fn() });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    close();
    expect(signals[0]?.aborted).toBe(true);
  });
});
