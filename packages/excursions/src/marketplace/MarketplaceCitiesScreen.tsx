import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getMarketplaceCities, getMarketplaceCountries, type HubClient, type MarketplaceLocale } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { MarketplacePage } from './MarketplacePage';
import { PlaceTiles } from './PlaceTiles';
import { useMarketplaceData } from './use-marketplace-data';

/**
 * /musement/{countryId}: the country's cities, each leading to its activities. The country's name
 * comes from the country list; without it the page keeps the general title.
 */
export function MarketplaceCitiesScreen() {
  const t = useMessages(excursionsMessages);
  const countryId = useParams().countryId ?? '';
  const loadCities = useCallback((hub: HubClient, locale: MarketplaceLocale) => getMarketplaceCities(hub, countryId, locale), [countryId]);
  const cities = useMarketplaceData(loadCities);
  const countries = useMarketplaceData(getMarketplaceCountries);
  const country = countries.status === 'ready' ? countries.value.find((candidate) => String(candidate.id) === countryId) : undefined;
  return (
    <MarketplacePage
      title={country ? t('placeTitle', { place: country.name }) : t('marketplaceTitle')}
      back={{ to: '/musement', label: t('allCountries') }}
    >
      <PlaceTiles
        places={cities}
        pathOf={(id) => `/musement/${encodeURIComponent(countryId)}/${encodeURIComponent(String(id))}`}
        texts={{ list: t('cities'), loading: t('loadingCities'), failed: t('citiesFailed'), empty: t('noCities') }}
      />
    </MarketplacePage>
  );
}
