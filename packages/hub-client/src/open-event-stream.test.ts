// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHubClient } from './hub-client';
import { openHubEventStream } from './open-event-stream';
import { stubbedHub } from './test/fetch-stub';

const events = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });

describe('openHubEventStream', () => {
  it('opens the stream once its reader has loaded and delivers the events', async () => {
    const { hub, requests } = stubbedHub(() => events('data: KIOSK\n\n'));
    const onMessage = vi.fn();
    const close = openHubEventStream(hub, 'digitalsignage/events/register', { onMessage });
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('KIOSK', expect.objectContaining({ data: 'KIOSK' })));
    expect(requests[0]?.headers.get('Accept')).toBe('text/event-stream');
    close();
  });

  it('closed before its reader loaded, never asks the hub', async () => {
    const { hub, requests } = stubbedHub(() => events('data: KIOSK\n\n'));
    const close = openHubEventStream(hub, 'digitalsignage/events/register', { onMessage: () => {} });
    close();
    // The reader's module is loaded by now (the first test loaded it; a second import settles at once).
    await import('./event-stream');
    await new Promise<void>((settled) => setImmediate(settled));
    expect(requests).toEqual([]);
  });

  it('asks for the stream at low priority: it stays open as long as the page and nothing waits for it', async () => {
    const asked: RequestInit[] = [];
    const hub = createHubClient({
      hubApiUrl: 'https://hub.aurora.example/api/',
      getSessionId: () => undefined,
      fetch: (_input, init) => {
        asked.push(init ?? {});
        return new Promise<Response>(() => {});
      },
    });
    const close = openHubEventStream(hub, 'digitalsignage/events/register', { onMessage: () => {} });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.priority).toBe('low');
    close();
  });
});
