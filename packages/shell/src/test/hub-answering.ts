import { createHubClient, type DeviceConfig, type HubClient } from '@companion/hub-client';

const quietLogger = { warn: () => {}, error: () => {} };

/** A hub client whose every call is answered by `fetchImpl`; no network, no demo hub. */
export function hubAnswering(fetchImpl: typeof fetch): HubClient {
  return createHubClient({
    hubApiUrl: 'http://hub.localhost:8080/api/',
    fetch: fetchImpl,
    getSessionId: () => undefined,
    logger: quietLogger,
  });
}

export function deviceConfigFixture(
  overrides: { languages?: DeviceConfig['deviceGroup']['deviceProfile']['languages']; layoutTheme?: string } = {},
): DeviceConfig {
  return {
    hub: { layoutTheme: overrides.layoutTheme ?? 'ocean', appTitle: 'Aurora Star' },
    deviceGroup: {
      deviceType: 'App',
      deviceProfile: {
        id: 1,
        label: 'Guest devices',
        languages: overrides.languages ?? [
          { code: 'en', name: 'English' },
          { code: 'de', name: 'Deutsch' },
        ],
        modules: [],
      },
    },
    authentication: { type: 'Passenger' },
  };
}
