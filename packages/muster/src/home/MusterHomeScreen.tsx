import { Link } from 'react-router';
import { HubDataState, useMessages } from '@companion/shell';
import { buttonLink } from '@companion/ui';
import { musterMessages } from '../muster-messages';
import { musterPaths } from '../muster-paths';
import * as styles from '../muster.css';
import { GroupBanner } from '../status/GroupBanner';
import { useMusterStatus } from '../status/use-muster-status';

/** /muster/home: the party's muster at a glance and the way to the video, status and schedule. */
export function MusterHomeScreen() {
  const t = useMessages(musterMessages);
  const status = useMusterStatus();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('homeTitle')}</h1>
      <p className={styles.intro}>{t('homeIntro')}</p>
      <HubDataState
        data={status}
        loadingLabel={t('loadingStatus')}
        failedTitle={t('statusFailed')}
        // Nobody to muster is not "0 people still to go".
        empty={{ when: (ready) => ready.passengers.length === 0, title: t('noPassengers') }}
      >
        {(ready) => <GroupBanner status={ready} />}
      </HubDataState>
      <nav aria-label={t('musterActions')}>
        <ul className={styles.list}>
          <li>
            <Link to={musterPaths.video} className={buttonLink}>
              {t('watchVideo')}
            </Link>
          </li>
          <li>
            <Link to={musterPaths.status} className={buttonLink}>
              {t('seeStatus')}
            </Link>
          </li>
          <li>
            <Link to={musterPaths.schedule} className={buttonLink}>
              {t('seeSchedule')}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
