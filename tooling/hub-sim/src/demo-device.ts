import type { RequestHandler } from 'msw';
import {
  createHubClient,
  getDeviceConfig,
  type DeviceConfig,
  type DeviceType,
  type HubAddress,
  type HubClient,
} from '@companion/hub-client';
import { createDemoHub, type DemoHub } from './create-demo-hub';

const demoHostOf: Record<DeviceType, string> = { App: 'app.localhost', Kiosk: 'kiosk.localhost', DigitalSignage: 'signage.localhost' };

export type DemoDeviceSession = { demo: DemoHub; hub: HubClient; hubAddress: HubAddress; deviceConfig: DeviceConfig };

/**
 * A hub client answered in-process by a fresh demo hub, as the given device, with its device
 * configuration already fetched: what tests and stories need to render a screen in the shell.
 */
export async function connectDemoDevice(
  device: DeviceType = 'App',
  options: {
    getSessionId?: () => string | undefined;
    patchConfig?: (config: DeviceConfig) => DeviceConfig;
    /** Handlers tried before the demo hub's own: one failing call for an error state. */
    overrides?: RequestHandler[];
  } = {},
): Promise<DemoDeviceSession> {
  const demo = createDemoHub(options.overrides ? { overrides: options.overrides } : {});
  const hubUrl = `http://${demoHostOf[device]}:8080/`;
  const hubAddress: HubAddress = { hubUrl, hubApiUrl: `${hubUrl}api/`, developmentMode: true };
  const hub = createHubClient({
    hubApiUrl: hubAddress.hubApiUrl,
    fetch: demo.fetch,
    getSessionId: options.getSessionId ?? (() => undefined),
  });
  const result = await getDeviceConfig(hub);
  if (!result.ok) throw new Error(`The demo hub gave no device configuration: ${result.error.message}`);
  const deviceConfig = options.patchConfig ? options.patchConfig(result.value) : result.value;
  return { demo, hub, hubAddress, deviceConfig };
}
