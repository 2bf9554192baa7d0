import { useCallback } from 'react';
import { getAccountStatus, hubOk, type AccountStatus, type HubClient } from '@companion/hub-client';
import { useHubData, type HubData } from '@companion/shell';
import { useIsAuthenticated } from './use-is-authenticated';

const notBlocked: AccountStatus = { isBlocked: false, isBlockedForMuster: false, showBlockedMessage: false };

/**
 * Whether the logged-in guest may book (bookable-services §3): features read this to show the
 * blocked placeholders. Lives in session, below the features, so every feature can read it;
 * a guest who is not logged in is simply not blocked.
 */
export function useAccountStatus(): HubData<AccountStatus> & { retry: () => void } {
  const isAuthenticated = useIsAuthenticated();
  const load = useCallback(
    (hub: HubClient) => (isAuthenticated ? getAccountStatus(hub) : Promise.resolve(hubOk(notBlocked))),
    [isAuthenticated],
  );
  return useHubData(load);
}
