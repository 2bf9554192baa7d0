import type { PhotoCart, PhotoGroupStatus } from '@companion/hub-client';
import { demoBulkPackages, demoPhotoOffers, demoPhotoVariants, UPGRADE_PACKAGE_ID, type DemoBulkPackage } from './fixtures/photo-shop';
import type { DemoMatchedPhoto } from './fixtures/matched-photos';
import type { DemoPhotoCart } from './state';

/**
 * How the demo hub prices a photo cart (the real hub's rules are not shown, bookable-services §9):
 * digital copies a package includes cost nothing; then free credits pay for digital copies in
 * cart order; then each photo-group offer discounts its variant's copies (for every `trigger` paid,
 * the next `discounted` cost `forZ`, or nothing); every other copy costs the variant's price.
 * Money is counted in pence so sums never drift.
 */
type Unit = { photoId: string; variantId: string; pence: number; free: boolean; discounted: boolean; covered: boolean };

export type PricedCart = PhotoCart;

const pence = (pounds: number) => Math.round(pounds * 100);
const pounds = (value: number) => value / 100;

export function priceCart(cart: DemoPhotoCart, photos: readonly DemoMatchedPhoto[], freeCredits: number): PricedCart {
  const base = priceWith(cart, photos, freeCredits, cart.bulkPackageId);
  const upgrade = demoBulkPackages.find((bulk) => bulk.upgrade);
  const hasEntries = base.units.length > 0 || cart.bulkPackageId !== undefined;
  const offerUpgrade = upgrade && hasEntries && cart.bulkPackageId !== UPGRADE_PACKAGE_ID;
  const upgraded = offerUpgrade ? priceWith(cart, photos, freeCredits, upgrade.id as string) : undefined;
  const bulk = bulkOf(cart.bulkPackageId);
  const photoCount = [...cart.photos.values()].filter((variants) => [...variants.values()].some((count) => count > 0)).length;
  return {
    photos: answerPhotos(cart, photos, base.units),
    bulkPackageId: bulk?.id ?? null,
    bulkUpgradeId: offerUpgrade ? upgrade.id : null,
    photoGroups: base.groups,
    totals: {
      grandTotal: pounds(base.total),
      grandCount: base.units.length + (bulk ? 1 : 0),
      photoCount,
      bulkName: bulk?.title ?? null,
      bulkTotal: bulk ? bulk.price : null,
      bulkAdded: Boolean(bulk),
      bulkUpgrade: offerUpgrade ? upgrade.title : null,
      bulkUpgradePrice: upgraded ? pounds(upgraded.total - base.total) : null,
    },
    freeCredits: { remaining: freeCredits - base.units.filter((unit) => unit.free).length },
    missedOffer: base.groups.some((group) => group.missedOffer),
  };
}

function bulkOf(id: string | undefined): DemoBulkPackage | undefined {
  return id === undefined ? undefined : demoBulkPackages.find((bulk) => String(bulk.id) === id);
}

function priceWith(cart: DemoPhotoCart, photos: readonly DemoMatchedPhoto[], freeCredits: number, bulkId: string | undefined) {
  const bulk = bulkOf(bulkId);
  const sceneOf = new Map(photos.map((photo) => [photo.id, photo.scene]));
  const units: Unit[] = [];
  for (const [photoId, variants] of cart.photos) {
    for (const variant of demoPhotoVariants) {
      const count = variants.get(String(variant.id)) ?? 0;
      for (let copy = 0; copy < count; copy += 1) {
        const covered = Boolean(variant.digital && bulk && (bulk.scene === null || bulk.scene === sceneOf.get(photoId)));
        units.push({
          photoId,
          variantId: String(variant.id),
          pence: covered ? 0 : pence(variant.price),
          free: false,
          discounted: false,
          covered,
        });
      }
    }
  }
  let credits = freeCredits;
  for (const unit of units) {
    const digital = demoPhotoVariants.find((variant) => variant.id === unit.variantId)?.digital;
    if (credits > 0 && digital && !unit.covered) {
      unit.free = true;
      unit.pence = 0;
      credits -= 1;
    }
  }
  const groups: PhotoGroupStatus[] = demoPhotoOffers.map((offer) => {
    const eligible = units.filter((unit) => unit.variantId === offer.variantId && !unit.free && !unit.covered);
    const cycle = offer.trigger + offer.discounted;
    eligible.forEach((unit, index) => {
      const place = offer.discounted > 10 ? index : index % cycle;
      if (place >= offer.trigger) {
        unit.discounted = true;
        unit.pence = pence(offer.forZ ?? 0);
      }
    });
    const rest = offer.discounted > 10 ? Math.min(eligible.length, offer.trigger) : eligible.length % cycle;
    const remainingTrigger = rest < offer.trigger ? offer.trigger - rest : 0;
    const remainingDiscounted =
      rest >= offer.trigger ? (offer.discounted > 10 ? offer.discounted : offer.discounted - (rest - offer.trigger)) : offer.discounted;
    return {
      id: offer.id,
      missedOffer: eligible.length > 0,
      missedOfferRemainingTriggerCount: remainingTrigger,
      missedOfferRemainingDiscountedCount: remainingDiscounted,
    };
  });
  const total = units.reduce((sum, unit) => sum + unit.pence, 0) + (bulk ? pence(bulk.price) : 0);
  return { units, groups, total };
}

function answerPhotos(cart: DemoPhotoCart, photos: readonly DemoMatchedPhoto[], units: readonly Unit[]): PhotoCart['photos'] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return [...cart.photos.entries()]
    .filter(([, variants]) => [...variants.values()].some((count) => count > 0))
    .map(([photoId, variants]) => {
      const own = units.filter((unit) => unit.photoId === photoId);
      return {
        id: photoId,
        url: byId.get(photoId)?.url ?? photoId,
        caption: byId.get(photoId)?.caption ?? null,
        variants: [...variants.entries()]
          .filter(([, count]) => count > 0)
          .map(([id, count]) => ({
            id,
            count,
            total: pounds(own.filter((unit) => unit.variantId === id).reduce((sum, unit) => sum + unit.pence, 0)),
          })),
        isDiscounted: own.some((unit) => unit.discounted),
        isFreeVariant: own.some((unit) => unit.free || unit.covered),
      };
    });
}
