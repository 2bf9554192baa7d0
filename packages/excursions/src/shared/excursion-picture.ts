import { imageAddress, imageWidths, type Excursion } from '@companion/hub-client';

/**
 * The address of an excursion's picture on its card: what the card shows, what a list preloads
 * for its first card, and what the start script asks for before the list's code has loaded
 * (list/early-picture.ts). `hub` is the client or its API address.
 */
export function excursionPicture(hub: string | { readonly hubApiUrl: string }, excursion: Pick<Excursion, 'imageUrl'>): string | undefined {
  return excursion.imageUrl ? imageAddress(hub, excursion.imageUrl, { width: imageWidths.tile }) : undefined;
}
