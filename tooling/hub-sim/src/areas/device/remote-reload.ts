import { http, HttpResponse } from 'msw';
import { createEventChannel, type DemoEventChannel } from '../../handlers/event-stream';

/** Where signage and kiosk screens listen for the operator's reload (platform.md §4.1). */
export const REMOTE_RELOAD_STREAM_PATH = '*/digitalsignage/events/register';
/** The operator's trigger in the demo: `POST /demo/remote-reload?deviceType=DigitalSignage`. */
export const REMOTE_RELOAD_TRIGGER_PATH = '/demo/remote-reload';

export type RemoteReloadState = { remoteReload: DemoEventChannel };

export const createRemoteReloadState = (): RemoteReloadState => ({ remoteReload: createEventChannel() });

/**
 * The remote-reload stream and its trigger: the hub sends the device type in upper case and every
 * screen of that type reloads. Answered the same in-process and by the Node server.
 */
export function remoteReloadHandlers(own: RemoteReloadState) {
  return [
    http.get(REMOTE_RELOAD_STREAM_PATH, ({ request }) => own.remoteReload.open(request)),
    http.post(`*${REMOTE_RELOAD_TRIGGER_PATH}`, ({ request }) => {
      const deviceType = new URL(request.url).searchParams.get('deviceType') ?? 'DigitalSignage';
      return HttpResponse.json({ deviceType, screens: own.remoteReload.send(deviceType.toUpperCase()) });
    }),
  ];
}
