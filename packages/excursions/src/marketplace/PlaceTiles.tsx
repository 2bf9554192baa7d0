import { Link } from 'react-router';
import { HubDataState, type HubData } from '@companion/shell';
import { firstScreenPriority, Tile, TileGrid } from '@companion/ui';
import type { HubId } from '@companion/hub-client';
import { useMarketplaceImage } from './use-marketplace-image';
import { PlaceList } from './PlaceList';

/** A country (id and name only) or a city, which may bring its cover picture. */
type Place = { id: HubId; name: string; cover_image_url?: string | null | undefined };

export type PlaceTilesProps = {
  places: HubData<readonly Place[]> & { retry: () => void };
  /** Where a place's tile leads. */
  pathOf: (id: HubId) => string;
  texts: { list: string; loading: string; failed: string; empty: string };
};

/**
 * Countries or cities with the loading, error and empty states: the ui's picture tiles when the
 * places bring cover pictures (cities do), a list of names when none does (countries never do).
 */
export function PlaceTiles({ places, pathOf, texts }: PlaceTilesProps) {
  const imageOf = useMarketplaceImage();
  return (
    <HubDataState
      data={places}
      loadingLabel={texts.loading}
      failedTitle={texts.failed}
      empty={{ when: (found) => found.length === 0, title: texts.empty }}
    >
      {(found) =>
        found.every((place) => !imageOf(place.cover_image_url)) ? (
          <PlaceList places={found} label={texts.list} pathOf={pathOf} />
        ) : (
          <TileGrid label={texts.list}>
            {found.map((place, index) => {
              const picture = imageOf(place.cover_image_url);
              return (
                <Tile
                  key={String(place.id)}
                  title={place.name}
                  image={picture ? { src: picture, priority: firstScreenPriority(index) } : undefined}
                  renderLink={(props) => <Link to={pathOf(place.id)} {...props} />}
                />
              );
            })}
          </TileGrid>
        )
      }
    </HubDataState>
  );
}
