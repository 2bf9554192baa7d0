import { getProblemCategories } from '@companion/hub-client';
import { useSession } from '@companion/session';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import * as styles from '../feedback.css';
import { ProblemReportForm } from './ProblemReportForm';

/** /problem/new (login): report a problem in the cabin. */
export function ProblemNewScreen() {
  const t = useMessages(feedbackMessages);
  const categories = useHubData(getProblemCategories);
  // Shown read-only, from the PMS information's location (media §5); a report goes without it too.
  const { cabin } = useSession();
  useOutboxSender();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('newProblemTitle')}</h1>
      <HubDataState
        data={categories}
        loadingLabel={t('loadingProblemForm')}
        failedTitle={t('problemFormFailed')}
        // Without a category nothing can be reported (the category is mandatory): say so instead of a dead form.
        empty={{ when: (ready) => ready.length === 0, title: t('noCategories') }}
      >
        {(ready) => <ProblemReportForm categories={ready} cabin={cabin} />}
      </HubDataState>
    </section>
  );
}
