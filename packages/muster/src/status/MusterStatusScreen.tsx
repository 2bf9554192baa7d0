import { HubDataState, useMessages } from '@companion/shell';
import { StackedTable } from '@companion/ui';
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
              <StackedTable
                name={t('passengers')}
                columns={[t('guestColumn'), t('videoWatched'), t('stationScan'), t('personComplete')]}
                rows={ready.passengers.map((passenger) => ({
                  key: String(passenger.id),
                  cells: [
                    passengerName(passenger),
                    passenger.isVideoWatched ? t('watched') : t('notWatched'),
                    passenger.isMusterScanPerformed ? t('scanned') : required ? t('notScanned') : t('notRequired'),
                    isPersonComplete(passenger, required) ? t('personComplete') : t('personIncomplete'),
                  ],
                }))}
              />
            </>
          );
        }}
      </HubDataState>
      <BackToMuster />
    </section>
  );
}
