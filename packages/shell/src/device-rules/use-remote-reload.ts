import { useEffect } from 'react';
import { openHubEventStream } from '@companion/hub-client';
import { useDeviceConfig, useHub } from '../shell-context';

export const REMOTE_RELOAD_PATH = 'digitalsignage/events/register';

/**
 * With remote reload enabled the operator can reload every screen of a device type: the hub's
 * event stream sends the device type in upper case (platform.md §4.1).
 */
export function useRemoteReload(reload: () => void = () => window.location.reload()): void {
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
  }, [deviceType, enabled, hub, reload]);
}
