import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getMarketplaceActivities, getMarketplaceCities, type HubClient, type MarketplaceLocale } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { ActivityCards } from './ActivityCards';
import { MarketplacePage } from './MarketplacePage';
import { useMarketplaceData } from './use-marketplace-data';

/**
 * /musement/{countryId}/{cityId}: the city's activities as cards, or "No activities found for
 * this location.". The city's name comes from the country's city list; without it the page keeps
 * the general title.
 */
export function MarketplaceActivitiesScreen() {
  const t = useMessages(excursionsMessages);
  const { countryId = '', cityId = '' } = useParams();
  const loadActivities = useCallback(
    (hub: HubClient, locale: MarketplaceLocale) => getMarketplaceActivities(hub, countryId, cityId, locale),
    [countryId, cityId],
  );
  const loadCities = useCallback((hub: HubClient, locale: MarketplaceLocale) => getMarketplaceCities(hub, countryId, locale), [countryId]);
  const activities = useMarketplaceData(loadActivities);
  const cities = useMarketplaceData(loadCities);
  const city = cities.status === 'ready' ? cities.value.find((candidate) => String(candidate.id) === cityId) : undefined;
  return (
    <MarketplacePage
      title={city ? t('placeTitle', { place: city.name }) : t('marketplaceTitle')}
      back={{ to: `/musement/${encodeURIComponent(countryId)}`, label: t('backToCities') }}
    >
      <HubDataState data={activities} loadingLabel={t('loadingActivities')} failedTitle={t('activitiesFailed')}>
        {(found) => <ActivityCards activities={found} label={t('activities')} />}
      </HubDataState>
    </MarketplacePage>
  );
}
