import type { PhotoOrder } from '@companion/hub-client';
import { embarkationDayTimes } from '../../fixtures/cruise';
import type { HubState } from '../../hub-state';
import { matchedPhotoCounts, matchedPhotosFor, type DemoMatchedPhoto } from './fixtures/matched-photos';

/** A guest's photo cart as the demo hub keeps it: counts per photo per variant, and a package. */
export type DemoPhotoCart = { photos: Map<string, Map<string, number>>; bulkPackageId: string | undefined };

export type DemoPhotoOrder = PhotoOrder & { guestId: string; files: DemoMatchedPhoto[] };

export type PhotomatchState = {
  /** null until the guest decides (bookable-services.md §4). */
  consent: Map<string, boolean | null>;
  /** The photographers' matches per guest; shown only to guests who opted in. */
  photos: Map<string, DemoMatchedPhoto[]>;
  carts: Map<string, DemoPhotoCart>;
  /** Free digital copies each guest has been given (a drinks-package perk, say). */
  freeCredits: Map<string, number>;
  orders: DemoPhotoOrder[];
  /** Order id each `{guestId} {Idempotency-Key}` placed: a repeated key answers the same order. */
  orderKeys: Map<string, string>;
  /** Guests whose orders the photo team's system refuses (the demo's failing order path). */
  failingOrders: Set<string>;
  /** Guests the hub does not let order (conditions/allowed/Photoshop answers allowed: false). */
  notAllowed: Set<string>;
  nextOrder: number;
};

export const DEMO_FREE_CREDITS = 2;
/** Anna Berger's orders fail: the demo's order error path. */
export const DEMO_FAILING_PHOTO_GUEST = 'g-berger';
/** Lukas Weber's account is blocked for purchases: the "order not possible" path. */
export const DEMO_NOT_ALLOWED_PHOTO_GUEST = 'g-weber';
export const DEMO_PHOTO_ORDER_NOT_ALLOWED = 'Your onboard account is closed for purchases. Please visit Guest Services on deck 5.';

export function createPhotomatchState(hub: HubState): PhotomatchState {
  const photos = new Map(
    Object.entries(matchedPhotoCounts).map(([guestId, count]) => [guestId, matchedPhotosFor(guestId.slice(2), count)]),
  );
  const state: PhotomatchState = {
    consent: new Map(),
    photos,
    carts: new Map(),
    freeCredits: new Map([
      ['g-smith', DEMO_FREE_CREDITS],
      ['g-taylor', 1],
    ]),
    orders: [],
    orderKeys: new Map(),
    failingOrders: new Set([DEMO_FAILING_PHOTO_GUEST]),
    notAllowed: new Set([DEMO_NOT_ALLOWED_PHOTO_GUEST]),
    nextOrder: 4101,
  };
  seedPastOrders(state, hub.now());
  return state;
}

/**
 * Emily Smith ordered twice on embarkation day (the voyage starts today): a digital order (with a
 * zip) after the sail-away, and two prints in the evening, still being printed.
 */
function seedPastOrders(state: PhotomatchState, now: Date): void {
  const smith = state.photos.get('g-smith') ?? [];
  const [digitalOrdered, printsOrdered] = embarkationDayTimes(['18:40', '21:15'], now).map((time) => time.toISOString());
  const digital = smith.slice(100, 112);
  state.orders.push({
    guestId: 'g-smith',
    orderId: 'PO-4001',
    date: digitalOrdered!,
    status: 'Completed',
    totals: { grandCount: 12, grandTotal: 89.9, grandTotalString: '£89.90' },
    digital: { photos: digital.map(fileName), zip: 'PO-4001.zip', statusNotReady: false },
    files: digital,
  });
  state.orders.push({
    guestId: 'g-smith',
    orderId: 'PO-4002',
    date: printsOrdered!,
    // Prints are ready 24 hours after the order (the shop's conditions).
    status: 'In production',
    totals: { grandCount: 2, grandTotal: 30.5, grandTotalString: '£30.50' },
    digital: { photos: [], zip: null, statusNotReady: false },
    files: [],
  });
}

export const fileName = (photo: DemoMatchedPhoto) => `${photo.id}.svg`;

export function cartOf(state: PhotomatchState, guestId: string): DemoPhotoCart {
  let cart = state.carts.get(guestId);
  if (!cart) {
    cart = { photos: new Map(), bulkPackageId: undefined };
    state.carts.set(guestId, cart);
  }
  return cart;
}
