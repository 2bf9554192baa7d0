// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openHubEventStream } from './event-stream';
import { FakeEventSource } from './test/fake-event-source';
import { stubbedHub } from './test/fetch-stub';

function openRemoteReload(onMessage = vi.fn()) {
  const { hub, logged } = stubbedHub(() => new Response());
  const close = openHubEventStream(hub, 'digitalsignage/events/register', { onMessage, EventSourceImpl: FakeEventSource });
  const stream = FakeEventSource.last;
  if (!stream) throw new Error('no stream opened');
  return { close, stream, logged, onMessage };
}

describe('openHubEventStream', () => {
  it('listens on the path under the hub API address', () => {
    expect(openRemoteReload().stream.url).toBe('https://hub.aurora.example/api/digitalsignage/events/register');
  });

  it('passes each message text on', () => {
    const { stream, onMessage } = openRemoteReload();
    stream.receive('DIGITALSIGNAGE');
    expect(onMessage).toHaveBeenCalledWith('DIGITALSIGNAGE');
  });

  it('closes the stream when it fails', () => {
    const { stream } = openRemoteReload();
    stream.fail();
    expect(stream.close).toHaveBeenCalled();
  });

  it('logs the failure as an error', () => {
    const { stream, logged } = openRemoteReload();
    stream.fail();
    expect(logged).toEqual([expect.stringContaining('digitalsignage/events/register failed and was closed')]);
  });

  it('returns a function that closes the stream', () => {
    const { close, stream } = openRemoteReload();
    close();
    expect(stream.close).toHaveBeenCalledOnce();
  });

  it('logs and does nothing where the browser has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const { hub, logged } = stubbedHub(() => new Response());
    const close = openHubEventStream(hub, 'digitalsignage/events/register', { onMessage: vi.fn() });
    expect(() => close()).not.toThrow();
    expect(logged).toEqual([expect.stringContaining('EventSource is not available')]);
  });
});
