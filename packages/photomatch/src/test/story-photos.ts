import {
  addToPhotoCart,
  setPhotoConsent,
  type DeviceConfig,
  type HubClient,
  type PhotoCart,
  type PhotoCartChange,
} from '@companion/hub-client';
import { photoStore } from '../store/photo-store';

/** The demo ship with photo matching switched on (bookable-services §6 photoMatchEnabled). */
export const withPhotoMatch = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, photoMatchEnabled: true } as typeof config.hub.uiSettings },
});

/** Emily Smith's first photos, as the demo hub numbers them. */
export const smithPhoto = (number: number) => `smith-${String(number).padStart(3, '0')}`;

export const twoPrintsAndADigital: PhotoCartChange[] = [
  { photos: [{ id: smithPhoto(1), variants: [{ id: 'print-6x8', count: 2 }] }] },
  { photos: [{ id: smithPhoto(2), variants: [{ id: 'digital', count: 1 }] }] },
];

type StoryPhotos = {
  consent?: boolean | null;
  cart?: readonly PhotoCartChange[];
  /** A cart already saved on the device (as after a reload), whatever the hub then answers. */
  savedCart?: PhotoCart;
};

/**
 * Story parameters for a photo page: Emily Smith logged in on a ship that sells photos, with her
 * consent and cart as given. The photo store starts empty (a story may follow another's guest).
 */
export function photoStory(route: string, { consent = true, cart = [], savedCart }: StoryPhotos = {}, extra: Record<string, unknown> = {}) {
  return {
    shell: {
      guest: 'smith' as const,
      route,
      patchConfig: withPhotoMatch,
      prepare: async (hub: HubClient) => {
        photoStore.setState(photoStore.getInitialState(), true);
        if (consent !== null) await setPhotoConsent(hub, consent);
        for (const change of cart) await addToPhotoCart(hub, change);
        if (savedCart) photoStore.setState({ cart: savedCart });
      },
      ...extra,
    },
  };
}
