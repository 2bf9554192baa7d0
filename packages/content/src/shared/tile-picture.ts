import { imageAddress, imageWidths } from '@companion/hub-client';

/** The picture of a tile with this image id: blobs/image at the tile width, none without an id. */
export function tilePicture(hub: string | { readonly hubApiUrl: string }, imageId: string | number | null | undefined): string | undefined {
  return imageId != null && imageId !== '' ? imageAddress(hub, { id: imageId }, { width: imageWidths.tile }) : undefined;
}
