import { useEffect } from 'react';
import { useHub } from '@companion/shell';
import { authenticationStore } from './authentication-store';
import { runRefreshOnLoad } from './login-loaders';

/**
 * A passenger session restored from storage refreshes its cart and bookings once per start
 * (platform.md §4.1), so a reload never shows a basket the hub has since changed.
 */
export function useRefreshOnLoad(): void {
  const hub = useHub();
  useEffect(() => {
    const { isAuthenticated, sessionType } = authenticationStore.getState();
    if (isAuthenticated && sessionType === 'Passenger') void runRefreshOnLoad(hub);
  }, [hub]);
}
