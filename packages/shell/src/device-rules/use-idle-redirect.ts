import { useEffect } from 'react';
import { useDeviceConfig } from '../shell-context';
import { DEFAULT_MAX_IDLE_SECONDS, IDLE_CHECK_EVERY_MS } from './device-constants';
import { useLastActivity } from './use-last-activity';

/**
 * hub.signageHostname as an address to go to. Its name says host name ("signage.ship.example"),
 * the demo sends a whole address ("http://signage.localhost:5175/"): a bare host would be read as a
 * path on this site (the 404 page), so it gets this page's own scheme (https: or http:).
 */
export const signageAddressOf = (value: string, scheme = location.protocol): string =>
  /^([a-z][a-z\d+.-]*:)?\/\//i.test(value) ? value : `${scheme}//${value}`;

/**
 * Kiosks and signage screens left alone for `maxIdleTime` seconds (default 600) go to the
 * signage address, so an abandoned screen shows the operator's loop instead of a guest's page.
 */
export function useIdleRedirect(goTo: (address: string) => void = (address) => window.location.assign(address)): void {
  const config = useDeviceConfig();
  const deviceType = config.deviceGroup.deviceType;
  const maxIdleSeconds = config.deviceGroup.settings?.maxIdleTime ?? DEFAULT_MAX_IDLE_SECONDS;
  const signageAddress = config.hub.signageHostname;
  const lastActivity = useLastActivity();
  useEffect(() => {
    if (deviceType === 'App' || !signageAddress || maxIdleSeconds <= 0) return;
    const timer = setInterval(() => {
      if (Date.now() - lastActivity.current >= maxIdleSeconds * 1000) {
        lastActivity.current = Date.now();
        goTo(signageAddressOf(signageAddress));
      }
    }, IDLE_CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [deviceType, goTo, lastActivity, maxIdleSeconds, signageAddress]);
}
