import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginOriginState, useAccountStatus, useIsAuthenticated } from '@companion/session';
import { useDeviceConfig, useDeviceType, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';

/**
 * Shows the booking options only to whom may book (bookable-services §2, §4, §6): signage shows
 * none; a guest who is not logged in gets "Log in to book" and comes back here afterwards; a
 * blocked account (or one blocked for the muster) sees why instead, unless the hub allows it.
 */
export function BookingGate({ children }: { children: ReactNode }) {
  const t = useMessages(excursionsMessages);
  const deviceType = useDeviceType();
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  const status = useAccountStatus();
  const allowBlockedBooking = Boolean(useDeviceConfig().hub.uiSettings?.allowBlockedBooking);
  if (deviceType === 'DigitalSignage') return null;
  if (!isAuthenticated) {
    return (
      <Link to="/login" state={loginOriginState(`${location.pathname}${location.search}`)} className={styles.action}>
        {t('logInToBook')}
      </Link>
    );
  }
  // Not HubDataState: a gate inside a page, showing nothing until it knows whether the guest may book.
  if (status.status === 'loading') return null;
  if (status.status === 'ready' && !allowBlockedBooking && (status.value.isBlocked || status.value.isBlockedForMuster)) {
    if (status.value.showBlockedMessage === false) return null;
    return (
      <p className={styles.notice} role="note">
        {status.value.isBlocked ? t('blockedAccount') : t('blockedForMuster')}
      </p>
    );
  }
  return <>{children}</>;
}
