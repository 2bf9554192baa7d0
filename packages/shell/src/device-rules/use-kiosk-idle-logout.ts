import { useEffect } from 'react';
import { useDeviceConfig } from '../shell-context';
import { resetKioskChoices } from '../stores/device-stores';
import { kioskCountdownStore } from '../stores/kiosk-countdown-store';
import { IDLE_CHECK_EVERY_MS, KIOSK_IDLE_LOGOUT_MS } from './device-constants';
import { useLastActivity } from './use-last-activity';

export type KioskIdleLogoutOptions = {
  /** Logs out and goes home; called once per idle period. */
  onIdle: () => void;
  /** Shows "Logout - N seconds" in the sub-header (while a guest is logged in). */
  showCountdown: boolean;
  timeoutMs?: number;
};

/**
 * A kiosk is shared: 60 s without a touch, click or key logs the guest out and returns home
 * (platform.md §4.1). Checked every 0.5 s. The same moment, logged in or not, puts the screen's
 * personal choices (language, accessibility mode, video language) back to the device's own, so
 * the next passer-by does not get the last one's (device-stores.ts).
 */
export function useKioskIdleLogout({ onIdle, showCountdown, timeoutMs = KIOSK_IDLE_LOGOUT_MS }: KioskIdleLogoutOptions): void {
  const lastActivity = useLastActivity();
  const offeredLanguages = useDeviceConfig().deviceGroup.deviceProfile.languages;
  useEffect(() => {
    const timer = setInterval(() => {
      const idleFor = Date.now() - lastActivity.current;
      if (idleFor >= timeoutMs) {
        lastActivity.current = Date.now();
        onIdle();
        resetKioskChoices(offeredLanguages);
      }
      const secondsLeft = Math.max(0, Math.ceil((timeoutMs - (Date.now() - lastActivity.current)) / 1000));
      kioskCountdownStore.setState({ secondsLeft: showCountdown ? secondsLeft : undefined });
    }, IDLE_CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      kioskCountdownStore.setState({ secondsLeft: undefined });
    };
  }, [lastActivity, offeredLanguages, onIdle, showCountdown, timeoutMs]);
}
