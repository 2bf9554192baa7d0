import { Link } from 'react-router';
import type { Problem } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { buttonLink, formatDate } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { feedbackRoute, knownStatus, offersFeedback } from '../rules/problem-rules';

/** One reported problem: number, category, status text (§4), solution and Leave Feedback when offered. */
export function ProblemCard({ problem, feedbackProfilePath }: { problem: Problem; feedbackProfilePath: string | undefined }) {
  const t = useMessages(feedbackMessages);
  const { locale } = useGuestLocale();
  const status = knownStatus(problem.status);
  const headingId = `problem-${problem.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {problem.problemCategory?.name ?? ''} · {String(problem.problemNumber)}
      </h2>
      <p className={styles.factValue}>{problem.description}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('status')}</dt>
        <dd className={`${styles.factValue} ${styles.status}`}>{status ? t(status) : problem.status}</dd>
        {problem.receivedDateTime ? (
          <>
            <dt className={styles.factName}>{t('received')}</dt>
            <dd className={styles.factValue}>{formatDate(problem.receivedDateTime, locale)}</dd>
          </>
        ) : null}
        {problem.solution ? (
          <>
            <dt className={styles.factName}>{t('solution')}</dt>
            <dd className={styles.factValue}>{problem.solution}</dd>
          </>
        ) : null}
      </dl>
      {feedbackProfilePath && offersFeedback(problem, feedbackProfilePath) ? (
        <Link to={feedbackRoute(feedbackProfilePath)} className={`${buttonLink} ${styles.actionPlacement}`}>
          {t('leaveFeedback')}
        </Link>
      ) : null}
    </li>
  );
}
