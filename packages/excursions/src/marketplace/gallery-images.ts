import type { MarketplaceMedia } from '@companion/hub-client';

/**
 * The pictures of an activity's gallery: media of type image (any case), other media left out.
 * bookable-services §9: the gallery shows only when there is more than one picture, so one
 * picture (or none) gives an empty gallery.
 */
export function galleryImages(media: readonly MarketplaceMedia[]): string[] {
  const images = media.filter((item) => item.type.toLowerCase() === 'image' && item.url).map((item) => item.url);
  return images.length > 1 ? images : [];
}
