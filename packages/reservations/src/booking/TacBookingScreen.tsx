import { useCallback } from 'react';
import { Link } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { loadBookingPage } from './load-booking-page';
import { TacBookingForm } from './TacBookingForm';
import { useTacBooking } from './tac-booking-store';

/** /tacbooking (login required): books the item chosen on a detail page (bookable-services §2, §4). */
export function TacBookingScreen() {
  const t = useMessages(reservationsMessages);
  const { module, objectId } = useTacBooking();
  return (
    <div className={styles.page}>
      {module && objectId !== undefined ? (
        <BookingPage module={module} objectId={objectId} />
      ) : (
        <>
          <h1 className={styles.title}>{t('tacBookingHeading')}</h1>
          <p className={styles.notice}>{t('nothingChosen')}</p>
          <p>
            <Link to="/spa/overview" className={styles.secondaryAction}>
              {t('browseSpa')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function BookingPage({ module, objectId }: { module: NonNullable<ReturnType<typeof useTacBooking>['module']>; objectId: string | number }) {
  const t = useMessages(reservationsMessages);
  const load = useCallback((hub: HubClient) => loadBookingPage(hub, module, objectId), [module, objectId]);
  const page = useHubData(load);
  return (
    <HubDataState data={page} loadingLabel={t('loadingBooking')} failedTitle={t('bookingFailed')}>
      {(ready) => <TacBookingForm key={`${module}/${objectId}`} module={module} page={ready} />}
    </HubDataState>
  );
}
