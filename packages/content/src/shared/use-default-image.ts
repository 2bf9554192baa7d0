import { imageAddress, imageWidths } from '@companion/hub-client';
import { useDeviceConfig, useHub } from '@companion/shell';

/**
 * The hub's default image: its address, else its id at the tile width. Every content picture
 * falls back to it first, then to ui's placeholder (platform.md §8, §9); one address for all of
 * them, so the browser fetches it once however many pictures fail.
 */
export function useDefaultImage(): string | undefined {
  const hub = useHub();
  const config = useDeviceConfig();
  return (
    config.hub.defaultImageUrl ??
    (config.defaultImageId != null ? imageAddress(hub, { id: config.defaultImageId }, { width: imageWidths.tile }) : undefined)
  );
}
