import type { TacItem } from '@companion/hub-client';

/** bookable-services.md §2: items that carry an externalId are bookable. */
export const isBookable = (item: Pick<TacItem, 'externalId'>) =>
  item.externalId !== null && item.externalId !== undefined && item.externalId !== '';
