import { useCallback } from 'react';
import { type HubClient } from '@companion/hub-client';
import { useIsAuthenticated } from '@companion/session';
import { HubDataState, useHubData, useHubErrorReason, useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { FlightList, GuestList, HotelList } from './HolidayParts';
import { loadItinerary, type Itinerary } from './load-itinerary';
import { VoyageDays } from './VoyageDays';

/**
 * /itinerary/overview: flights out, the cruise day by day, hotels, flights home, the guests and
 * a closing message — the guest's own holiday when logged in, the voyage's days otherwise.
 */
export function ItineraryOverviewScreen() {
  const t = useMessages(programmeMessages);
  const reason = useHubErrorReason();
  const signedIn = useIsAuthenticated();
  const load = useCallback((hub: HubClient) => loadItinerary(hub, signedIn), [signedIn]);
  const itinerary = useHubData(load);
  const failedTitle = itinerary.status === 'failed' ? t('itineraryFailed', { error: reason(itinerary.error) }) : '';
  return (
    <div className={`${styles.page} ${styles.itineraryPage}`}>
      <h1 className={styles.title}>{t('itinerary')}</h1>
      <HubDataState
        data={itinerary}
        loadingLabel={t('loadingItinerary')}
        failedTitle={failedTitle}
        empty={{ when: (value) => value.days.length === 0 && !value.passenger?.cruises?.length, title: t('noItinerary') }}
      >
        {(value) => <ItineraryParts itinerary={value} />}
      </HubDataState>
    </div>
  );
}

function ItineraryParts({ itinerary }: { itinerary: Itinerary }) {
  const t = useMessages(programmeMessages);
  const { passenger, days } = itinerary;
  const cruise = passenger?.cruises?.[0];
  return (
    <>
      <FlightList title={t('flightsOut')} flights={passenger?.flights?.flightsOut ?? []} />
      <section className={styles.section} aria-label={t('cruise')}>
        <h2 className={styles.sectionTitle}>
          {cruise?.ship?.name ? t('cruiseOn', { name: cruise.name, ship: cruise.ship.name }) : t('cruise')}
        </h2>
        <VoyageDays days={days} />
      </section>
      <HotelList hotels={passenger?.hotels ?? []} />
      <FlightList title={t('flightsIn')} flights={passenger?.flights?.flightsIn ?? []} />
      <GuestList passengers={passenger?.passengers ?? []} />
      <p className={styles.notice}>{t('closingMessage')}</p>
    </>
  );
}
