import { Link } from 'react-router';
import { getRatingProfiles, type HubClient } from '@companion/hub-client';
import { HubDataState, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { textLink, TileGrid } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import { WaitingList } from '../outbox/WaitingList';
import * as styles from '../feedback.css';
import { LinkTile } from '../LinkTile';

const loadProfiles = (hub: HubClient) => getRatingProfiles(hub, false);

/** /ratings/overview: every feedback profile, each to /ratings/feedback/{id}. */
export function RatingsOverviewScreen() {
  const t = useMessages(feedbackMessages);
  const signage = useDeviceType() === 'DigitalSignage';
  const profiles = useHubData(loadProfiles);
  useOutboxSender();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('ratingsTitle')}</h1>
      <WaitingList kind="rating" />
      <HubDataState
        data={profiles}
        loadingLabel={t('loadingProfiles')}
        failedTitle={t('profilesFailed')}
        empty={{ when: (list) => list.length === 0, title: t('noProfiles') }}
      >
        {(list) => (
          <TileGrid label={t('profileList')} signage={signage}>
            {list.map((profile) => (
              <LinkTile
                key={profile.id}
                title={profile.title}
                to={`/ratings/feedback/${profile.id}`}
                imageId={profile.imageId ?? `rating-${profile.id}`}
              />
            ))}
          </TileGrid>
        )}
      </HubDataState>
      <p>
        <Link to="/ratings/allinone" className={textLink}>
          {t('allInOneLink')}
        </Link>
      </p>
    </section>
  );
}
