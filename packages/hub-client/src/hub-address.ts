/**
 * Where the hub lives for the page's host (platform.md §7.1, §9).
 * Order: operator runtime config, the fixed map of known hosts, localhost-style hosts
 * (development mode, local fallback hub on port 8080), else the first host label
 * `app` becomes `hub`.
 */
export type HubAddress = {
  hubUrl: string;
  hubApiUrl: string;
  developmentMode: boolean;
  /**
   * The games host of the client configuration (platform.md §3), when the operator gave one;
   * games then live under it, else under `hubUrl` (media-and-guest-services.md §2.6).
   */
  gamesUrl?: string;
};

export type RuntimeHubOverride = { hubUrl?: string | undefined; hubApiUrl?: string | undefined; gamesUrl?: string | undefined };

export type PageLocation = { protocol: string; hostname: string };

/** Our assumption: the API lives under /api/ of the hub address. */
const API_PATH = 'api/';
export const DEVELOPMENT_HUB_PORT = 8080;

/** Brand hosts whose hub is not found by the label rewrite. Operators extend it via runtime config. */
export const KNOWN_HUB_HOSTS: Readonly<Record<string, string>> = {
  'companion.example-cruises.com': 'https://hub.example-cruises.com/',
};

export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '0.0.0.0' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function fromHubUrl(hubUrl: string, developmentMode: boolean): HubAddress {
  const base = withSlash(hubUrl);
  return { hubUrl: base, hubApiUrl: `${base}${API_PATH}`, developmentMode };
}

export function resolveHubAddress(
  location: PageLocation,
  override: RuntimeHubOverride = {},
  knownHosts: Readonly<Record<string, string>> = KNOWN_HUB_HOSTS,
): HubAddress {
  const address = resolveHub(location, override, knownHosts);
  return override.gamesUrl ? { ...address, gamesUrl: withSlash(override.gamesUrl) } : address;
}

function resolveHub(location: PageLocation, override: RuntimeHubOverride, knownHosts: Readonly<Record<string, string>>): HubAddress {
  const developmentMode = isLocalHost(location.hostname);
  if (override.hubApiUrl) {
    const hubApiUrl = withSlash(override.hubApiUrl);
    return { hubUrl: withSlash(override.hubUrl ?? new URL('..', hubApiUrl).href), hubApiUrl, developmentMode };
  }
  if (override.hubUrl) return fromHubUrl(override.hubUrl, developmentMode);
  const known = knownHosts[location.hostname];
  if (known) return fromHubUrl(known, developmentMode);
  if (developmentMode) {
    // Same host name as the page so `kiosk.localhost` reaches the demo hub as `kiosk.localhost`.
    return fromHubUrl(`http://${location.hostname}:${DEVELOPMENT_HUB_PORT}/`, true);
  }
  const labels = location.hostname.split('.');
  if (labels[0] === 'app') labels[0] = 'hub';
  return fromHubUrl(`${location.protocol}//${labels.join('.')}/`, false);
}
