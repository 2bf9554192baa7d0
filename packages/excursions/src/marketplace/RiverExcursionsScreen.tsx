import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { HubClient, MarketplaceLocale } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { ActivityCards } from './ActivityCards';
import { loadRiverExcursions } from './load-river-excursions';
import { CountryTiles } from './MarketplaceCountriesScreen';
import { MarketplacePage } from './MarketplacePage';
import { riverPlacesOf, type RiverPlace } from './river-places';
import { useMarketplaceData } from './use-marketplace-data';

/**
 * /musement-river/excursions: the marketplace's activities at the river cruise's places, one
 * section a place, in the order the operator lists them in the module's address
 * (`?city={countryId}/{cityId}`, repeated). Without places the guest browses by country.
 */
export function RiverExcursionsScreen() {
  const t = useMessages(excursionsMessages);
  const [search] = useSearchParams();
  // The places as a value, so they change with the address and not with every render.
  const key = JSON.stringify(riverPlacesOf(search.getAll('city')));
  const places = useMemo(() => JSON.parse(key) as RiverPlace[], [key]);
  return (
    <MarketplacePage title={t('riverTitle')}>
      {places.length === 0 ? <CountryTiles /> : <RiverStops key={key} places={places} />}
    </MarketplacePage>
  );
}

function RiverStops({ places }: { places: readonly RiverPlace[] }) {
  const t = useMessages(excursionsMessages);
  const load = useCallback((hub: HubClient, locale: MarketplaceLocale) => loadRiverExcursions(hub, places, locale), [places]);
  const stops = useMarketplaceData(load);
  return (
    <HubDataState data={stops} loadingLabel={t('loadingActivities')} failedTitle={t('activitiesFailed')}>
      {(ready) => {
        return (
          <>
            {ready.map((stop, index) => {
              const name = stop.name ?? t('activities');
              const id = `river-stop-${index}`;
              return (
                <section key={`${stop.countryId}/${stop.cityId}`} aria-labelledby={id}>
                  <h2 id={id} className={styles.subtitle}>
                    {name}
                  </h2>
                  <ActivityCards activities={stop.activities} label={t('placeTitle', { place: name })} headingLevel={3} />
                </section>
              );
            })}
          </>
        );
      }}
    </HubDataState>
  );
}
