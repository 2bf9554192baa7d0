import { Link } from 'react-router';
import type { HubData } from '@companion/shell';
import { EmptyState, ErrorState, Spinner, Tile, TileGrid } from '@companion/ui';
import type { HubId } from '@companion/hub-client';

export type PlaceTilesProps = {
  places: HubData<readonly { id: HubId; name: string }[]> & { retry: () => void };
  /** Where a place's tile leads. */
  pathOf: (id: HubId) => string;
  texts: { list: string; loading: string; failed: string; empty: string; retry: string };
};

/** Countries or cities as the ui's tiles, with the loading, error and empty states. */
export function PlaceTiles({ places, pathOf, texts }: PlaceTilesProps) {
  if (places.status === 'loading') return <Spinner label={texts.loading} />;
  if (places.status === 'failed') return <ErrorState title={texts.failed} retryLabel={texts.retry} onRetry={places.retry} />;
  if (places.value.length === 0) return <EmptyState title={texts.empty} />;
  return (
    <TileGrid label={texts.list}>
      {places.value.map((place) => (
        <Tile key={String(place.id)} title={place.name} renderLink={(props) => <Link to={pathOf(place.id)} {...props} />} />
      ))}
    </TileGrid>
  );
}
