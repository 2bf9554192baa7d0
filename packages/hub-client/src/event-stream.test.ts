// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openHubEventStream } from './event-stream';
import { stubbedHub } from './test/fetch-stub';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close = vi.fn();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
}

describe('openHubEventStream', () => {
  it('listens on the hub API address and passes messages on', () => {
    const { hub } = stubbedHub(() => new Response());
    const onMessage = vi.fn();
    openHubEventStream(hub, 'digitalsignage/events/register', { onMessage, EventSourceImpl: FakeEventSource });
    expect(FakeEventSource.last?.url).toBe('https://hub.aurora.example/api/digitalsignage/events/register');
    FakeEventSource.last?.onmessage?.(new MessageEvent('message', { data: 'DIGITALSIGNAGE' }));
    expect(onMessage).toHaveBeenCalledWith('DIGITALSIGNAGE');
  });

  it('closes the stream and logs when it fails', () => {
    const { hub, logged } = stubbedHub(() => new Response());
    openHubEventStream(hub, 'digitalsignage/events/register', { onMessage: vi.fn(), EventSourceImpl: FakeEventSource });
    FakeEventSource.last?.onerror?.(new Event('error'));
    expect(FakeEventSource.last?.close).toHaveBeenCalled();
    expect(logged[0]).toContain('closed');
  });
});
