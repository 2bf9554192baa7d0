import { Link } from 'react-router';
import { routePaths, useMessages } from '@companion/shell';
import { textLink } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';

/** The saved state: the thank-you, and the way back to the other forms. */
export function ThankYou() {
  const t = useMessages(feedbackMessages);
  return (
    <div role="status" className={styles.form}>
      <p className={styles.notice}>
        <strong>{t('thankYou')}</strong> {t('thankYouDetail')}
      </p>
      <Link to={routePaths.ratingsOverview()} className={textLink}>
        {t('backToRatings')}
      </Link>
    </div>
  );
}

/** The missing-answers summary once Send was pressed, and the send error (§8 feedback_error_message). */
export function SendProblems({ missingCount, termsMissing, failed }: { missingCount: number; termsMissing: boolean; failed: boolean }) {
  const t = useMessages(feedbackMessages);
  if (!missingCount && !termsMissing && !failed) return null;
  return (
    <div role="alert" className={styles.error}>
      {missingCount ? <p>{t('fixMissing', { count: missingCount })}</p> : null}
      {termsMissing ? <p>{t('feedback_termsandconditions_must_be_accepted')}</p> : null}
      {failed ? <p>{t('feedback_error_message')}</p> : null}
    </div>
  );
}
