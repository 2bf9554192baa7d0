import {
  addToPhotoCart,
  emptyPhotoCart,
  getPhotoCart,
  getPhotoConsent,
  removeFromPhotoCart,
  setPhotoConsent,
  type HubClient,
  type HubResult,
  type PhotoCart,
  type PhotoCartChange,
  type PhotoConsent,
} from '@companion/hub-client';
import { photoStore } from './photo-store';

/** Asks the hub for the guest's consent and keeps the answer in the store. */
export async function refreshConsent(hub: HubClient): Promise<HubResult<PhotoConsent>> {
  const result = await getPhotoConsent(hub);
  if (result.ok) photoStore.setState({ consent: result.value });
  return result;
}

/** Reads the guest's consent from the hub into the store; false when the hub could not say. */
export async function loadConsent(hub: HubClient): Promise<boolean> {
  return (await refreshConsent(hub)).ok;
}

/** Asks the hub for the photo cart and keeps the answer in the store. */
export async function refreshPhotoCart(hub: HubClient): Promise<HubResult<PhotoCart>> {
  return keepCart(await getPhotoCart(hub));
}

export async function loadPhotoCart(hub: HubClient): Promise<boolean> {
  return (await refreshPhotoCart(hub)).ok;
}

/** Posts the guest's choice; the store follows only once the hub has it. */
export async function decideConsent(hub: HubClient, consent: boolean): Promise<boolean> {
  const result = await setPhotoConsent(hub, consent);
  if (!result.ok) return false;
  // Opting out ends the matching, and with it the cart (the hub drops it too).
  photoStore.setState(consent ? { consent } : { consent, cart: undefined });
  return true;
}

export async function changePhotoCart(hub: HubClient, change: PhotoCartChange): Promise<HubResult<PhotoCart>> {
  return keepCart(await addToPhotoCart(hub, change));
}

export async function removeFromCart(hub: HubClient, change: Parameters<typeof removeFromPhotoCart>[1]): Promise<HubResult<PhotoCart>> {
  return keepCart(await removeFromPhotoCart(hub, change));
}

export async function emptyCart(hub: HubClient): Promise<HubResult<PhotoCart>> {
  return keepCart(await emptyPhotoCart(hub));
}

function keepCart(result: HubResult<PhotoCart>): HubResult<PhotoCart> {
  if (result.ok) photoStore.setState({ cart: result.value });
  return result;
}
