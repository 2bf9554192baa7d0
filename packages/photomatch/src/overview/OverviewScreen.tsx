import { Link } from 'react-router';
import { routePaths, useMessages } from '@companion/shell';
import { Tile, TileGrid } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { photomatchMessages } from '../photomatch-messages';
import { photoPaths } from '../photo-paths';

/** /photomatch/overview: the shop's tiles My Photos, Packages, Content, Orders, Consent (bookable-services.md §2). */
export function OverviewScreen() {
  const t = useMessages(photomatchMessages);
  const tiles = [
    { title: t('tileMyPhotos'), to: photoPaths.myPhotos },
    { title: t('tilePackages'), to: photoPaths.packages },
    // The photo service's own pages live in the content area; the spec names no category.
    { title: t('tileContent'), to: routePaths.contentOverview() },
    { title: t('tileOrders'), to: photoPaths.orders },
    { title: t('tileConsent'), to: photoPaths.consent },
  ];
  return (
    <PhotoPage title={t('overviewTitle')}>
      <TileGrid label={t('overviewTiles')}>
        {tiles.map((tile) => (
          <Tile
            key={tile.to}
            title={tile.title}
            renderLink={({ className, children, ...rest }) => (
              <Link className={className} to={tile.to} {...rest}>
                {children}
              </Link>
            )}
          />
        ))}
      </TileGrid>
    </PhotoPage>
  );
}
