import type { PhotoOrder } from '@companion/hub-client';

/** bookable-services.md §9: a zip of the digital photos is offered when an order has more than 9 photos. */
export const ZIP_ABOVE_PHOTOS = 9;

export type OrderDownloads =
  { kind: 'none' } | { kind: 'kiosk' } | { kind: 'not-ready' } | { kind: 'ready'; photos: readonly string[]; zip: string | undefined };

/** What an order offers to download; a kiosk offers nothing ("Download not available on kiosk", §6). */
export function orderDownloads(order: PhotoOrder, onKiosk: boolean): OrderDownloads {
  const digital = order.digital;
  if (!digital || (digital.photos.length === 0 && !digital.statusNotReady)) return { kind: 'none' };
  if (onKiosk) return { kind: 'kiosk' };
  if (digital.statusNotReady) return { kind: 'not-ready' };
  const zip = digital.photos.length > ZIP_ABOVE_PHOTOS && digital.zip ? digital.zip : undefined;
  return { kind: 'ready', photos: digital.photos, zip };
}
