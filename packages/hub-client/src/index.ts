export { createHubClient, HUB_GET_TIMEOUT_MS } from './hub-client';
export type { HubClient, HubClientOptions, HubLogger } from './hub-client';
export { describeHubError, hubFailure, hubOk } from './hub-error';
export type { HubError, HubResult } from './hub-error';
export { resolveHubAddress, isLocalHost, KNOWN_HUB_HOSTS, DEVELOPMENT_HUB_PORT } from './hub-address';
export type { HubAddress, PageLocation, RuntimeHubOverride } from './hub-address';
export { hubRequest, hubGet, hubPost } from './hub-request';
export type { HubMethod, HubRequest } from './hub-request';
export { deviceConfigSchema, deviceTypeSchema, authenticationTypeSchema, moduleSchema } from './schemas/device-config';
export type {
  DeviceConfig,
  DeviceType,
  DeviceProfile,
  AuthenticationType,
  HubSettings,
  Language,
  Module,
  UiSettings,
} from './schemas/device-config';
export { getDeviceConfig } from './calls/device-config';
export { recordPageView, pageNameForMetrics, shouldRecordPageView } from './page-metrics';
