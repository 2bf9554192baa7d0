import { useCallback } from 'react';
import { hubOk, type HubClient, type HubResult, type PassengerItinerary } from '@companion/hub-client';
import { useIsAuthenticated } from '@companion/session';
import { useHubData, type HubData } from '@companion/shell';
import { holidayStore, refreshHoliday } from './holiday-store';

/** Never settles: after logout the page is left, and the wiped store must not send a guest-less request (a 403). */
const notAfterLogout = () => new Promise<HubResult<PassengerItinerary>>(() => undefined);

/**
 * The guest's holiday for `<HubDataState>`. Why the store and not `useHubData`'s answer alone: the
 * itinerary is guest data loaded at login and saved across reloads (slice `itinerary`), and the
 * login's refresh may land while the screen is open. The screen asks the hub only when the store
 * is empty (after a reload, before the saved slice exists) or when the guest presses Try again.
 */
export function useHoliday(): HubData<PassengerItinerary> & { retry: () => void } {
  const isAuthenticated = useIsAuthenticated();
  const load = useCallback(
    (hub: HubClient) => {
      const stored = holidayStore.getState().itinerary;
      if (stored) return Promise.resolve(hubOk(stored));
      return isAuthenticated ? refreshHoliday(hub) : notAfterLogout();
    },
    [isAuthenticated],
  );
  const loaded = useHubData(load);
  const itinerary = holidayStore((state) => state.itinerary);
  return itinerary ? { status: 'ready', value: itinerary, retry: loaded.retry } : loaded;
}
