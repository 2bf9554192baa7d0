import { describeHubError, getDeviceConfig, type DeviceConfig, type HubClient, type HubError } from '@companion/hub-client';

export type StartUpState = { status: 'loading' } | { status: 'failed'; error: HubError } | { status: 'ready'; config: DeviceConfig };

export async function loadStartUp(hub: HubClient): Promise<StartUpState> {
  const result = await getDeviceConfig(hub);
  return result.ok ? { status: 'ready', config: result.value } : { status: 'failed', error: result.error };
}

/**
 * The second line of the error page: the generic sentence when the hub could not be reached,
 * "code: {code} - {message}" when it answered with an error (platform.md §2.2).
 */
export function startUpErrorDetail(error: HubError): { kind: 'generic' } | { kind: 'coded'; code: string; message: string } {
  if (error.kind === 'http' || error.kind === 'forbidden') return { kind: 'coded', ...describeHubError(error) };
  return { kind: 'generic' };
}
