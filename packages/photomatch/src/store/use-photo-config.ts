import { getPhotoConfig } from '@companion/hub-client';
import { useHubData } from '@companion/shell';

/** Prices and offers change rarely; ten minutes keeps page changes instant and a new price list near. */
export const PHOTO_CONFIG_LIFETIME_MS = 10 * 60_000;

export function usePhotoConfig() {
  return useHubData(getPhotoConfig, { cache: { key: 'photomatch/config', lifetimeMs: PHOTO_CONFIG_LIFETIME_MS } });
}
