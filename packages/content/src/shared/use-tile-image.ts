import { imageAddress, imageWidths } from '@companion/hub-client';
import { useDeviceConfig, useHub } from '@companion/shell';
import type { TileProps } from '@companion/ui';
import { tilePicture } from './tile-picture';

type ImageId = string | number | null | undefined;

/**
 * The picture of a module, category or article tile: blobs/image at the tile width, and the
 * hub's default image (its address, else its id) as the first fallback (platform.md §8, §9).
 */
export function useTileImage(): (imageId: ImageId) => NonNullable<TileProps['image']> {
  const hub = useHub();
  const config = useDeviceConfig();
  const defaultSrc =
    config.hub.defaultImageUrl ??
    (config.defaultImageId != null ? imageAddress(hub, { id: config.defaultImageId }, { width: imageWidths.tile }) : undefined);
  return (imageId) => ({
    src: tilePicture(hub, imageId),
    defaultSrc,
  });
}
