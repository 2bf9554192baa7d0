import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import * as styles from '../feedback.css';
import { loadRatingPage } from './load-rating-page';
import { RatingForm } from './RatingForm';

/** /ratings/feedback/{id}: one feedback profile's form. */
export function RatingFeedbackScreen() {
  const t = useMessages(feedbackMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => loadRatingPage(hub, id), [id]);
  const page = useHubData(load);
  useOutboxSender();
  return (
    <section className={styles.page}>
      <HubDataState data={page} loadingLabel={t('loadingProfile')} failedTitle={t('profileFailed')} missingIsGone>
        {(ready) => (
          <>
            <h1 className={styles.title}>{ready.profile.title}</h1>
            {ready.profile.description ? <SafeHtml html={ready.profile.description} className={styles.intro} /> : null}
            <RatingForm page={ready} />
          </>
        )}
      </HubDataState>
    </section>
  );
}
