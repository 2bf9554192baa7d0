import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router';
import { getSignageContent, type HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import { LiveAvailability, SIGNAGE_REFRESH_MS } from './LiveAvailability';

/**
 * /restaurantavailability/overview/{id} and /digitalsignage/{id}: the venues' next time slots.
 * Nobody stands at a signage screen to press Try again, so a failed first load retries itself.
 */
export function RestaurantAvailabilityScreen() {
  const t = useMessages(reservationsMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => getSignageContent(hub, id), [id]);
  const content = useHubData(load);
  const { status, retry } = content;
  useEffect(() => {
    if (status !== 'failed') return;
    const timer = setTimeout(retry, SIGNAGE_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [status, retry]);
  return (
    <div>
      <HubDataState
        data={content}
        loadingLabel={t('loadingSignage')}
        failedTitle={t('signageFailed')}
        // A board the hub does not know (a mistyped id when the screen was set up) is not "down for now".
        missingIsGone
        empty={{ when: (page) => page.restaurants.length === 0, title: t('noVenues') }}
      >
        {(page) => <LiveAvailability initial={page} load={load} />}
      </HubDataState>
    </div>
  );
}
