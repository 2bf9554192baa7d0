import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { AccountStatus } from '@companion/hub-client';
import { HubDataState, routePaths, useDeviceConfig, useDeviceType, useMessages } from '@companion/shell';
import { bookNowLink, notice } from '@companion/ui';
import { loginOriginState } from '../login/login-origin';
import { bookingGateMessages } from './booking-gate-messages';
import { useAccountStatus } from '../use-account-status';
import { useIsAuthenticated } from '../use-is-authenticated';

/** Why a blocked guest may not book, or nothing when the hub says to show no message. */
function BlockedNotice({ status }: { status: AccountStatus }) {
  const t = useMessages(bookingGateMessages);
  if (status.showBlockedMessage === false) return null;
  return (
    <p className={notice} role="note">
      {status.isBlocked ? t('blockedAccount') : t('blockedForMuster')}
    </p>
  );
}

/**
 * Shows the booking options (`children`) only to whom may book (bookable-services §2, §4, §6):
 * signage shows none; a guest who is not logged in gets "Log in to book" and comes back here
 * afterwards; a blocked account (or one blocked for the muster) sees why instead, unless the hub
 * allows it. Every feature that books wraps its book button in it, so the rule lives once.
 */
export function BookingGate({ children }: { children: ReactNode }) {
  const t = useMessages(bookingGateMessages);
  const deviceType = useDeviceType();
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  const status = useAccountStatus();
  const allowBlockedBooking = Boolean(useDeviceConfig().hub.uiSettings?.allowBlockedBooking);
  if (deviceType === 'DigitalSignage') return null;
  if (!isAuthenticated) {
    return (
      <Link to={routePaths.login()} state={loginOriginState(`${location.pathname}${location.search}`)} className={bookNowLink}>
        {t('logInToBook')}
      </Link>
    );
  }
  return (
    <HubDataState data={status} loadingLabel={t('checkingBooking')} failedTitle={t('bookingCheckFailed')}>
      {(account) =>
        !allowBlockedBooking && (account.isBlocked || account.isBlockedForMuster) ? <BlockedNotice status={account} /> : children
      }
    </HubDataState>
  );
}
