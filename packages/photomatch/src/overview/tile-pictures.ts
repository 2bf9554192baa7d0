import type { MyPhotosPage } from '../myphotos/load-my-photos';
import { pictureOf } from '../myphotos/photo-name';

/** The overview's tiles, in the spec's order (bookable-services.md §2). */
export const overviewTiles = ['myPhotos', 'packages', 'content', 'orders', 'consent'] as const;
export type OverviewTile = (typeof overviewTiles)[number];

/**
 * The pictures on the overview's tiles: the guest's own photos (My Photos their first one), the
 * first package's own picture on Packages. Photos 1, 3, 4 and 5 come from different occasions of
 * the voyage, so the tiles differ. A guest with too few photos gets plain tiles for the rest.
 */
export function tilePictures({ photos, config }: MyPhotosPage): Partial<Record<OverviewTile, string>> {
  const photo = (index: number) => (photos[index] ? pictureOf(photos[index]) : undefined);
  const pictures: Partial<Record<OverviewTile, string | undefined>> = {
    myPhotos: photo(0),
    packages: config.bulkPackages.find((bulk) => bulk.image)?.image ?? photo(1),
    content: photo(2),
    orders: photo(3),
    consent: photo(4),
  };
  return Object.fromEntries(Object.entries(pictures).filter(([, picture]) => picture !== undefined)) as Partial<
    Record<OverviewTile, string>
  >;
}
