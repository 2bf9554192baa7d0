import { photoCartSchema, photoConsentSchema } from '@companion/hub-client';
import type { SliceCodec, StatePersistence } from '@companion/shell';
import { photoStore, type PhotoState } from './photo-store';

type SavedPhotomatch = { consent: PhotoState['consent'] | null; cart: PhotoState['cart'] | null; upsellOffered: boolean };

/**
 * The `photomatch` slice (platform.md §4.1): consent, cart and whether the upsell was shown survive
 * a reload. A saved copy is checked with the hub's own schemas; anything else is dropped.
 */
export const photomatchCodec: SliceCodec<PhotoState, SavedPhotomatch> = {
  save: ({ consent, cart, upsellOffered }) => ({ consent: consent ?? null, cart: cart ?? null, upsellOffered }),
  restore: (saved) => {
    if (!saved || typeof saved !== 'object') return undefined;
    const { consent, cart, upsellOffered } = saved as Record<string, unknown>;
    const parsedCart = cart === null ? undefined : photoCartSchema.safeParse(cart);
    const parsedConsent = photoConsentSchema.safeParse(consent);
    if (parsedCart && !parsedCart.success) return undefined;
    return {
      // A saved null is "not asked yet" as far as this device knows: the hub is asked again.
      consent: parsedConsent.success && parsedConsent.data !== null ? parsedConsent.data : undefined,
      cart: parsedCart?.data,
      upsellOffered: upsellOffered === true,
    };
  },
};

export function persistPhotomatch(persistence: StatePersistence): void {
  persistence.persistSlice('photomatch', photoStore, photomatchCodec);
}
