import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import * as styles from '../feedback.css';
import { loadProblemForm } from './load-problem-form';
import { ProblemReportForm } from './ProblemReportForm';

/** /problem/new (login): report a problem in the cabin. */
export function ProblemNewScreen() {
  const t = useMessages(feedbackMessages);
  const form = useHubData(loadProblemForm);
  useOutboxSender();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('newProblemTitle')}</h1>
      <HubDataState
        data={form}
        loadingLabel={t('loadingProblemForm')}
        failedTitle={t('problemFormFailed')}
        // Without a category nothing can be reported (the category is mandatory): say so instead of a dead form.
        empty={{ when: (ready) => ready.categories.length === 0, title: t('noCategories') }}
      >
        {(ready) => <ProblemReportForm form={ready} />}
      </HubDataState>
    </section>
  );
}
