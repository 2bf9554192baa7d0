import { useEffect } from 'react';
import type { DeviceType } from '@companion/hub-client';
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
 * How long a screen may stay idle before it goes to the signage address, or undefined for never
 * (platform.md §4.1). Signage falls back to 600 s; a kiosk goes only when its device group asks
 * for it, since the signage address is the wall screens' loop, which never leads back to the kiosk
 * (its 60 s idle logout already takes it home); a guest's own device is never taken away.
 */
function idleRedirectSeconds(deviceType: DeviceType, maxIdleTime: number | null | undefined): number | undefined {
  const seconds =
    deviceType === 'DigitalSignage' ? (maxIdleTime ?? DEFAULT_MAX_IDLE_SECONDS) : deviceType === 'Kiosk' ? maxIdleTime : undefined;
  return seconds != null && seconds > 0 ? seconds : undefined;
}

/**
 * A signage screen, or a kiosk whose device group sets `maxIdleTime`, left alone that long goes to
 * the signage address, so an abandoned screen shows the operator's loop instead of a guest's page.
 */
export function useIdleRedirect(goTo: (address: string) => void = (address) => window.location.assign(address)): void {
  const config = useDeviceConfig();
  const maxIdleSeconds = idleRedirectSeconds(config.deviceGroup.deviceType, config.deviceGroup.settings?.maxIdleTime);
  const signageAddress = config.hub.signageHostname;
  const lastActivity = useLastActivity();
  useEffect(() => {
    if (maxIdleSeconds === undefined || !signageAddress) return;
    const timer = setInterval(() => {
      if (Date.now() - lastActivity.current >= maxIdleSeconds * 1000) {
        lastActivity.current = Date.now();
        goTo(signageAddressOf(signageAddress));
      }
    }, IDLE_CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [goTo, lastActivity, maxIdleSeconds, signageAddress]);
}
