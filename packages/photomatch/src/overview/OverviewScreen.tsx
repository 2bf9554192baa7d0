import { Link } from 'react-router';
import { imageWidths, photoImageAddress } from '@companion/hub-client';
import { routePaths, useHub, useHubData, useMessages } from '@companion/shell';
import { firstScreenPriority, Tile, TileGrid } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { loadMyPhotos } from '../myphotos/load-my-photos';
import { photomatchMessages } from '../photomatch-messages';
import { photoPaths } from '../photo-paths';
import { tilePictures, type OverviewTile } from './tile-pictures';

/** /photomatch/overview: the shop's tiles My Photos, Packages, Content, Orders, Consent (bookable-services.md §2). */
export function OverviewScreen() {
  const t = useMessages(photomatchMessages);
  return (
    <PhotoPage title={t('overviewTitle')}>
      <OverviewTiles />
    </PhotoPage>
  );
}

function OverviewTiles() {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  // The guest's own photos dress the tiles. The tiles never wait for them: until they arrive, or
  // if they cannot be loaded, the tiles are plain and every link works.
  const photos = useHubData(loadMyPhotos);
  const pictures = photos.status === 'ready' ? tilePictures(photos.value) : {};
  const tiles: { id: OverviewTile; title: string; to: string }[] = [
    { id: 'myPhotos', title: t('tileMyPhotos'), to: photoPaths.myPhotos },
    { id: 'packages', title: t('tilePackages'), to: photoPaths.packages },
    // The photo service's own pages live in the content area; the spec names no category.
    { id: 'content', title: t('tileContent'), to: routePaths.contentOverview() },
    { id: 'orders', title: t('tileOrders'), to: photoPaths.orders },
    { id: 'consent', title: t('tileConsent'), to: photoPaths.consent },
  ];
  return (
    <TileGrid label={t('overviewTiles')}>
      {tiles.map((tile, index) => {
        const picture = pictures[tile.id];
        return (
          <Tile
            key={tile.id}
            title={tile.title}
            image={picture ? { src: photoImageAddress(hub, picture, imageWidths.tile), priority: firstScreenPriority(index) } : undefined}
            renderLink={({ className, children, ...rest }) => (
              <Link className={className} to={tile.to} {...rest}>
                {children}
              </Link>
            )}
          />
        );
      })}
    </TileGrid>
  );
}
