import { useHub } from '@companion/shell';
import type { TileProps } from '@companion/ui';
import { tilePicture } from './tile-picture';
import { useDefaultImage } from './use-default-image';

type ImageId = string | number | null | undefined;

/**
 * The picture of a module, category or article tile: blobs/image at the tile width, and the
 * hub's default image as the first fallback (platform.md §8, §9).
 */
export function useTileImage(): (imageId: ImageId) => NonNullable<TileProps['image']> {
  const hub = useHub();
  const defaultSrc = useDefaultImage();
  return (imageId) => ({
    src: tilePicture(hub, imageId),
    defaultSrc,
  });
}
