import { readUnchecked, uncheckedId } from '@companion/hub-client';
import type { EarlyPicture } from '@companion/shell';
import { excursionPicture } from '../shared/excursion-picture';

/**
 * Today's list opens with the hub's first excursion's card (excursions-routes.ts: the list is
 * the first early read). With a filter in the address the first card is another one: the screen
 * names it once its own filter rules have loaded.
 */
export const earlyPicture: EarlyPicture = ([list], { hubApiUrl, search }) => {
  const filters = new URLSearchParams(search);
  if (filters.has('type') || filters.has('duration')) return undefined;
  const id = uncheckedId(readUnchecked(list, 0, 'imageUrl', 'id'));
  return id === undefined ? undefined : excursionPicture(hubApiUrl, { imageUrl: { id } });
};
