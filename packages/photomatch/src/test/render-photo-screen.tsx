import type { ComponentType } from 'react';
import { addToPhotoCart, type DeviceType, type PhotoCartChange } from '@companion/hub-client';
import { areaState, photomatchArea } from '@companion/hub-sim';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { AppFrame, clearHubDataCache } from '@companion/shell';
import { CartScreen } from '../cart/CartScreen';
import { OrderConfirmationScreen } from '../confirmation/OrderConfirmationScreen';
import { ConsentScreen } from '../consent/ConsentScreen';
import { MyPhotosScreen } from '../myphotos/MyPhotosScreen';
import { OrderDetailScreen } from '../orders/OrderDetailScreen';
import { OrdersScreen } from '../orders/OrdersScreen';
import { OverviewScreen } from '../overview/OverviewScreen';
import { PackagesScreen } from '../packages/PackagesScreen';
import { photoPaths } from '../photo-paths';
import { photomatchFeature } from '../photomatch-feature';
import { loadPhotoCart } from '../store/photo-actions';
import { photoStore } from '../store/photo-store';

/** Every photo page, so a redirect or a link lands on the real screen; anything else shows where it went. */
const photoScreens: Record<string, ComponentType> = {
  [photoPaths.overview]: OverviewScreen,
  [photoPaths.consent]: ConsentScreen,
  [photoPaths.myPhotos]: MyPhotosScreen,
  [photoPaths.packages]: PackagesScreen,
  [photoPaths.cart]: CartScreen,
  [photoPaths.orderConfirmation]: OrderConfirmationScreen,
  [photoPaths.orders]: OrdersScreen,
  [photoPaths.orderDetail]: OrderDetailScreen,
};

export type PhotoConsentSeed = 'given' | 'undecided' | 'refused';

export type RenderPhotoOptions = Pick<DemoShellOptions, 'wrapFetch' | 'whileLoading' | 'overrides' | 'slots' | 'expiredSession'> & {
  entry?: string | { pathname: string; state?: unknown };
  /** The demo guest; Emily Smith (120 photos, 2 free digital copies) unless told. */
  guest?: 'smith' | 'jones' | 'berger' | 'weber' | 'taylor';
  /** What the guest decided before the screen opens; given unless told. */
  consent?: PhotoConsentSeed;
  /** The ship's photoMatchEnabled setting; on unless told. */
  enabled?: boolean;
  device?: DeviceType;
  /** Cart changes made through the hub before the screen opens (after consent). */
  cart?: readonly PhotoCartChange[] | ((photoIds: readonly string[]) => readonly PhotoCartChange[]);
  /** The cart is already saved on the device (as after a reload) before the screen opens. */
  savedCart?: boolean;
  /** Extra screens beside the photo pages (the sub-header button's test shows it on a plain page). */
  others?: Record<string, ComponentType>;
};

const consentValue = { given: true, undecided: null, refused: false } as const;

/** Resets the photo store, the login and the data cache: each test starts on a fresh device. */
export function resetPhotoDevice(): void {
  photoStore.setState(photoStore.getInitialState(), true);
  clearAuthentication();
  clearHubDataCache();
}

/** A photo screen in the demo shell, for a logged-in demo guest, with the photo shop's contribution installed. */
export async function renderPhotoScreen(options: RenderPhotoOptions = {}) {
  const { entry = photoPaths.overview, guest = 'smith', consent = 'given', enabled = true, cart, savedCart, others, ...rest } = options;
  const guestId = `g-${guest}`;
  return renderInDemoShell({
    ...rest,
    guest,
    features: [photomatchFeature],
    patchConfig: (config) => ({
      ...config,
      hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, photoMatchEnabled: enabled } as typeof config.hub.uiSettings },
    }),
    seed: (state) => {
      areaState(state, photomatchArea).consent.set(guestId, consentValue[consent]);
    },
    prepare: async (hub) => {
      const photoIds = areaStatePhotoIds(guestId);
      for (const change of typeof cart === 'function' ? cart(photoIds) : (cart ?? [])) await addToPhotoCart(hub, change);
      if (savedCart) await loadPhotoCart(hub);
    },
    // With slots, the pages sit in the app frame so the sub-header and banner show as in the apps.
    routes: options.slots ? [{ Component: AppFrame, children: pages(others) }] : pages(others),
    entry,
  });
}

function pages(others: Record<string, ComponentType> | undefined) {
  return [
    ...Object.entries({ ...photoScreens, ...others }).map(([path, Component]) => ({ path, Component })),
    { path: '*', Component: Elsewhere },
  ];
}

/** The demo guest's photo ids, as the demo hub numbers them ("smith-001" …). */
function areaStatePhotoIds(guestId: string): string[] {
  const key = guestId.slice(2);
  return Array.from({ length: 120 }, (_, index) => `${key}-${String(index + 1).padStart(3, '0')}`);
}
