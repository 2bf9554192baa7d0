import { Link } from 'react-router';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { textLink } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import { WaitingList } from '../outbox/WaitingList';
import * as styles from '../feedback.css';
import { loadTracking } from './load-tracking';
import { ProblemCard } from './ProblemCard';
import { PROBLEM_NEW } from './problem-tiles';

/** /problem/tracking (login): the guest's reported problems and what became of them. */
export function ProblemTrackingScreen() {
  const t = useMessages(feedbackMessages);
  const tracking = useHubData(loadTracking);
  useOutboxSender();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('trackingTitle')}</h1>
      <WaitingList kind="problem" />
      <HubDataState
        data={tracking}
        loadingLabel={t('loadingProblems')}
        failedTitle={t('problemsFailed')}
        empty={{ when: (ready) => ready.problems.length === 0, title: t('noProblems') }}
      >
        {(ready) => (
          <ul className={styles.list} aria-label={t('problemList')}>
            {ready.problems.map((problem) => (
              <ProblemCard key={problem.id} problem={problem} feedbackProfilePath={ready.feedbackProfilePath} />
            ))}
          </ul>
        )}
      </HubDataState>
      <p>
        <Link to={PROBLEM_NEW} className={textLink}>
          {t('reportAnother')}
        </Link>
      </p>
    </section>
  );
}
