import { useEffect } from 'react';
import { openHubEventStream } from '@companion/hub-client';
import { useDeviceConfig, useHub } from '../shell-context';

export const REMOTE_RELOAD_PATH = 'digitalsignage/events/register';

const reloadPage = () => window.location.reload();

/**
 * With remote reload enabled the operator can reload every screen of a device type: the hub's
 * event stream sends the device type in upper case (platform.md §4.1).
 *
 * `sessionKey` ties the stream to whoever uses the device: when it changes (a login, a logout)
 * the open stream is closed and a new one opened, so no connection made during one guest's
 * session outlives it on a shared kiosk.
 */
export function useRemoteReload(reload: () => void = reloadPage, sessionKey?: string): void {
  const hub = useHub();
  const config = useDeviceConfig();
  const enabled = Boolean(config.hub.uiSettings?.enableRemoteReload);
  const deviceType = config.deviceGroup.deviceType.toUpperCase();
  useEffect(() => {
    if (!enabled) return;
    return openHubEventStream(hub, REMOTE_RELOAD_PATH, {
      onMessage: (message) => {
        if (message.trim() === deviceType) reload();
      },
    });
    // sessionKey only restarts the stream; the stream itself does not read it.
  }, [deviceType, enabled, hub, reload, sessionKey]);
}
