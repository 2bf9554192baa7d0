import * as z from 'zod/mini';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import type { HubId } from '../schemas/hub-fields';
import { hubGet, hubPost, hubRequest } from '../hub-request';
import {
  cabinImagesSchema,
  photoCartSchema,
  photoConfigSchema,
  photoConsentSchema,
  photoOrderSchema,
  photoOrdersSchema,
  type Photo,
  type PhotoCart,
  type PhotoConfig,
  type PhotoConsent,
  type PhotoOrder,
} from '../schemas/photomatch';
import { IDEMPOTENCY_KEY_HEADER } from './basket';

/** GET photomatch/config: variants, bulk packages, photo-group offers, operator texts. */
export function getPhotoConfig(hub: HubClient): Promise<HubResult<PhotoConfig>> {
  return hubGet(hub, 'photomatch/config', photoConfigSchema);
}

/** GET photomatch/cabinImages: the photos matched to the guest. */
export function getCabinImages(hub: HubClient): Promise<HubResult<Photo[]>> {
  return hubGet(hub, 'photomatch/cabinImages', cabinImagesSchema);
}

export function getPhotoCart(hub: HubClient): Promise<HubResult<PhotoCart>> {
  return hubGet(hub, 'photomatch/cart', photoCartSchema);
}

/**
 * What a cart change sends: photos with the count wanted of each variant (a count sets the
 * number, 0 takes the variant out) or a bulk package. Assumption: the hub answers the new cart.
 */
export type PhotoCartChange =
  { photos: readonly { id: HubId; variants: readonly { id: HubId; count: number }[] }[] } | { bulkPackageId: HubId };

export function addToPhotoCart(hub: HubClient, change: PhotoCartChange): Promise<HubResult<PhotoCart>> {
  return hubPost(hub, 'photomatch/addToCart', change, photoCartSchema);
}

/** Takes whole photos or the bulk package out. */
export function removeFromPhotoCart(
  hub: HubClient,
  change: { photos: readonly { id: HubId }[] } | { bulkPackageId: HubId },
): Promise<HubResult<PhotoCart>> {
  return hubPost(hub, 'photomatch/removeFromCart', change, photoCartSchema);
}

export function emptyPhotoCart(hub: HubClient): Promise<HubResult<PhotoCart>> {
  return hubPost(hub, 'photomatch/emptyCart', {}, photoCartSchema);
}

/**
 * POST photomatch/order: orders the whole cart. The same `idempotencyKey` sent again (after a
 * lost answer) must answer the first order, never take a second (docs/hub-contract.md "Photo shop").
 */
export function placePhotoOrder(hub: HubClient, idempotencyKey: string): Promise<HubResult<PhotoOrder>> {
  return hubRequest(hub, {
    method: 'POST',
    path: 'photomatch/order',
    json: {},
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: photoOrderSchema,
  });
}

export function getPhotoOrders(hub: HubClient): Promise<HubResult<PhotoOrder[]>> {
  return hubGet(hub, 'photomatch/orders', photoOrdersSchema);
}

/** GET photo/passenger/consent: null until the guest decides. */
export function getPhotoConsent(hub: HubClient): Promise<HubResult<PhotoConsent>> {
  return hubGet(hub, 'photo/passenger/consent', photoConsentSchema);
}

/** POST photo/passenger/consent/true or /false. The answer carries nothing we read. */
export function setPhotoConsent(hub: HubClient, consent: boolean): Promise<HubResult<null>> {
  return hubRequest(hub, { method: 'POST', path: `photo/passenger/consent/${String(consent)}`, ignoreBody: true, schema: z.null() });
}

/** The photo shop's own image address (`photomatch/image/{id}`), at `width` pixels when given. */
export function photoImageAddress(hub: string | { readonly hubApiUrl: string }, reference: HubId, width?: number): string {
  const url = hubUrl(hub, `photomatch/image/${encodeURIComponent(String(reference))}`);
  if (width) url.searchParams.set('width', String(width));
  return url.href;
}

/** A digital photo of an order, to view or save. */
export function photoViewAddress(hub: string | { readonly hubApiUrl: string }, name: string): string {
  return hubUrl(hub, `photomatch/viewphoto/${encodeURIComponent(name)}`).href;
}

/** An order's digital photos as one zip file. */
export function photoZipAddress(hub: string | { readonly hubApiUrl: string }, name: string): string {
  return hubUrl(hub, `photomatch/downloadzip/${encodeURIComponent(name)}`).href;
}

function hubUrl(hub: string | { readonly hubApiUrl: string }, path: string): URL {
  const base = typeof hub === 'string' ? hub : hub.hubApiUrl;
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}
