import { looksLikeDeviceConfig, parseDeviceConfig, type DeviceConfig } from '@companion/hub-client';
import { afterFirstScreen } from '../startup/after-first-screen';

/** One entry per hub: a device moved to another hub (config.json) must not start with the old hub's modules. */
const STORAGE_KEY = 'companion.startup.deviceConfig';

export type DeviceConfigCache = {
  /** The last configuration this hub gave, if one was kept and still has the shape pages read. */
  read: (hubApiUrl: string) => DeviceConfig | undefined;
  /** Keeps a configuration the hub just gave, for the next start. */
  write: (hubApiUrl: string, config: DeviceConfig) => void;
};

/**
 * The last good device configuration (platform.md §4.1): the next start shows the app at once
 * from it and asks the hub behind. It holds only what the hub tells every device (modules,
 * theme, languages), never guest data, so logout has nothing to wipe here. A stored value that
 * no longer parses (an older app version wrote it) is ignored, as if none were kept.
 */
export function createDeviceConfigCache(storage: Storage | undefined = browserStorage()): DeviceConfigCache {
  return {
    read: (hubApiUrl) => {
      try {
        const raw = storage?.getItem(STORAGE_KEY);
        if (!raw) return undefined;
        const entry: unknown = JSON.parse(raw);
        if (!entry || typeof entry !== 'object') return undefined;
        const { hubApiUrl: savedFor, config } = entry as { hubApiUrl?: unknown; config?: unknown };
        if (savedFor !== hubApiUrl || !looksLikeDeviceConfig(config)) return undefined;
        // The full check needs the schema (zod), which loads after the first screen: a copy
        // failing it is dropped for the next start (this start's hub answer replaces it anyway).
        void afterFirstScreen(() => parseDeviceConfig(config)).then(
          (parsed) => parsed || forget(storage, raw),
          () => undefined,
        );
        return config;
      } catch {
        return undefined;
      }
    },
    write: (hubApiUrl, config) => {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify({ hubApiUrl, savedAt: Date.now(), config }));
      } catch {
        // A full or blocked storage only costs the next start its head start.
      }
    },
  };
}

function forget(storage: Storage | undefined, raw: string): void {
  try {
    // Only the copy that failed: a newer one written meanwhile stays.
    if (storage?.getItem(STORAGE_KEY) === raw) storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept is the same as a copy that fails.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
