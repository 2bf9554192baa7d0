import { Link } from 'react-router';
import { HubDataState, type HubData } from '@companion/shell';
import { Tile, TileGrid } from '@companion/ui';
import type { HubId } from '@companion/hub-client';

export type PlaceTilesProps = {
  places: HubData<readonly { id: HubId; name: string }[]> & { retry: () => void };
  /** Where a place's tile leads. */
  pathOf: (id: HubId) => string;
  texts: { list: string; loading: string; failed: string; empty: string };
};

/** Countries or cities as the ui's tiles, with the loading, error and empty states. */
export function PlaceTiles({ places, pathOf, texts }: PlaceTilesProps) {
  return (
    <HubDataState
      data={places}
      loadingLabel={texts.loading}
      failedTitle={texts.failed}
      empty={{ when: (found) => found.length === 0, title: texts.empty }}
    >
      {(found) => (
        <TileGrid label={texts.list}>
          {found.map((place) => (
            <Tile key={String(place.id)} title={place.name} renderLink={(props) => <Link to={pathOf(place.id)} {...props} />} />
          ))}
        </TileGrid>
      )}
    </HubDataState>
  );
}
