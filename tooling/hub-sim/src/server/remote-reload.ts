import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The remote-reload event stream (digitalsignage/events/register) and the operator's trigger.
 * Streaming needs a live connection, so it lives in the HTTP server rather than in the msw
 * handlers the in-process demo hub shares with tests and Storybook.
 */
export const REMOTE_RELOAD_TRIGGER_PATH = '/demo/remote-reload';

export function createRemoteReloadChannel() {
  const listeners = new Set<ServerResponse>();
  return {
    register(message: IncomingMessage, response: ServerResponse, cors: Record<string, string>) {
      response.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      listeners.add(response);
      message.on('close', () => listeners.delete(response));
    },
    /** Sends the device type in upper case, as the hub does; answers how many screens heard it. */
    trigger(deviceType: string): number {
      for (const listener of listeners) listener.write(`data: ${deviceType.toUpperCase()}\n\n`);
      return listeners.size;
    },
    closeAll() {
      for (const listener of listeners) listener.end();
      listeners.clear();
    },
  };
}
