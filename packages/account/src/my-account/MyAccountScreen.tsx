import { Link } from 'react-router';
import { useAccountStatus, useSession } from '@companion/session';
import { HubDataState, useDeviceConfig, useMessages } from '@companion/shell';
import { textLink } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { OnboardCharges } from './OnboardCharges';
import { showPinLink } from './show-pin-link';

/** /my_account: who is logged in, the account status, and the guest's own pages. */
export function MyAccountScreen() {
  const t = useMessages(accountMessages);
  const session = useSession();
  const config = useDeviceConfig();
  const status = useAccountStatus();
  const name = session.pmsName ?? session.sessionName;
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('myAccount')}
      </h1>
      {name ? <p>{t('signedInAs', { name })}</p> : null}
      {session.bookingReference ? <p>{t('bookingReference', { reference: session.bookingReference })}</p> : null}
      {/* Only the blocked notices wait for the hub; the guest's own pages are linked at once. */}
      <HubDataState data={status} loadingLabel={t('loadingAccountStatus')} failedTitle={t('accountStatusFailed')}>
        {({ isBlocked, isBlockedForMuster }) => (
          <>
            {isBlocked ? <p className={styles.notice}>{t('blocked')}</p> : null}
            {isBlockedForMuster ? <p className={styles.notice}>{t('blockedForMuster')}</p> : null}
          </>
        )}
      </HubDataState>
      <ul className={styles.list}>
        <li>
          <Link className={textLink} to="/my_onboard_bookings">
            {t('onboardBookingsLink')}
          </Link>
        </li>
        <li>
          <Link className={textLink} to="/cabinmessages">
            {t('cabinMessagesLink')}
          </Link>
        </li>
        {showPinLink(config) ? (
          <li>
            <Link className={textLink} to="/my_account/pin">
              {t('changePinLink')}
            </Link>
          </li>
        ) : null}
      </ul>
      <OnboardCharges />
    </section>
  );
}
