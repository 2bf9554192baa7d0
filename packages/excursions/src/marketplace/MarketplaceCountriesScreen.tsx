import { getMarketplaceCountries } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { MarketplacePage } from './MarketplacePage';
import { PlaceTiles } from './PlaceTiles';
import { useMarketplaceData } from './use-marketplace-data';

/** /musement: the marketplace's countries, each leading to its cities. */
export function MarketplaceCountriesScreen() {
  const t = useMessages(excursionsMessages);
  return (
    <MarketplacePage title={t('marketplaceTitle')}>
      <CountryTiles />
    </MarketplacePage>
  );
}

/** The countries as tiles with their states; the river-cruise page shows them too when it has no places. */
export function CountryTiles() {
  const t = useMessages(excursionsMessages);
  const countries = useMarketplaceData(getMarketplaceCountries);
  return (
    <PlaceTiles
      places={countries}
      pathOf={(id) => `/musement/${encodeURIComponent(String(id))}`}
      texts={{
        list: t('countries'),
        loading: t('loadingCountries'),
        failed: t('countriesFailed'),
        empty: t('noCountries'),
      }}
    />
  );
}
