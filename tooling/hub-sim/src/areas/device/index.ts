import type { HubState } from '../../hub-state';
import { areaState, type DemoHubArea } from '../demo-hub-area';
import { deviceHandlers } from './handlers';
import { createRemoteReloadState, remoteReloadHandlers, type RemoteReloadState } from './remote-reload';

/** The device's configuration per demo profile (devices/config), page-view metrics and the remote-reload stream. */
export const deviceArea: DemoHubArea<RemoteReloadState> = {
  name: 'device',
  createState: createRemoteReloadState,
  handlers: (hub, own) => [...deviceHandlers(hub), ...remoteReloadHandlers(own)],
};

/**
 * Tells every screen of `deviceType` listening on this hub state to reload, as the operator does;
 * answers how many screens heard it.
 */
export function triggerRemoteReload(hub: HubState, deviceType: string): number {
  return areaState(hub, deviceArea).remoteReload.send(deviceType.toUpperCase());
}

/** Ends every open remote-reload stream (the Node server stops). */
export function closeRemoteReloadStreams(hub: HubState): void {
  areaState(hub, deviceArea).remoteReload.closeAll();
}

export { REMOTE_RELOAD_TRIGGER_PATH } from './remote-reload';
export { deviceConfigFor, demoAppTitles, DEMO_RELOGIN_URL } from './fixtures/device-config';
