import { HubDataState, useMessages } from '@companion/shell';
import { musterMessages } from '../muster-messages';
import { BackToMuster } from '../BackToMuster';
import * as styles from '../muster.css';
import { isPersonComplete, passengerName } from '../rules/muster-completion';
import { GroupBanner } from './GroupBanner';
import { useMusterStatus } from './use-muster-status';

/** /muster/status: each passenger's video and station scan, whether each and the group is complete (§4). */
export function MusterStatusScreen() {
  const t = useMessages(musterMessages);
  const status = useMusterStatus();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('statusTitle')}</h1>
      <HubDataState
        data={status}
        loadingLabel={t('loadingStatus')}
        failedTitle={t('statusFailed')}
        empty={{ when: (ready) => ready.passengers.length === 0, title: t('noPassengers') }}
      >
        {(ready) => {
          const required = ready.musterStationVisitRequired === true;
          return (
            <>
              <GroupBanner status={ready} />
              <table className={styles.table}>
                <caption className={styles.legend}>{t('passengers')}</caption>
                <thead>
                  <tr>
                    {/* Named, so every column a screen reader counts has its header above it. */}
                    <th scope="col" className={styles.cell}>
                      {t('guestColumn')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('videoWatched')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('stationScan')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('personComplete')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ready.passengers.map((passenger) => (
                    <tr key={passenger.id}>
                      <th scope="row" className={styles.cell}>
                        {passengerName(passenger)}
                      </th>
                      <td className={styles.cell}>{passenger.isVideoWatched ? t('watched') : t('notWatched')}</td>
                      <td className={styles.cell}>
                        {passenger.isMusterScanPerformed ? t('scanned') : required ? t('notScanned') : t('notRequired')}
                      </td>
                      <td className={styles.cell}>{isPersonComplete(passenger, required) ? t('personComplete') : t('personIncomplete')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          );
        }}
      </HubDataState>
      <BackToMuster />
    </section>
  );
}
