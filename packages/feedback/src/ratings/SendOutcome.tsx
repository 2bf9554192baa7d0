import { Link } from 'react-router';
import { routePaths, useMessages } from '@companion/shell';
import { Button, textLink } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { WaitingToSend } from '../outbox/WaitingToSend';
import type { SendPhase } from '../send-once';

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

/** Sent while offline: the answers wait in the outbox and go out when the hub answers again. */
export function WaitingToSendRatings() {
  const t = useMessages(feedbackMessages);
  return (
    <WaitingToSend>
      <Link to={routePaths.ratingsOverview()} className={textLink}>
        {t('backToRatings')}
      </Link>
    </WaitingToSend>
  );
}

type SendBarProps = { missingCount: number; termsMissing: boolean; phase: SendPhase<unknown>['kind'] };

/**
 * Under a feedback form: the missing-answers summary once Send was pressed, the send error
 * (§8 feedback_error_message) and the Send button, "Send again" after an error.
 */
export function SendBar({ missingCount, termsMissing, phase }: SendBarProps) {
  const t = useMessages(feedbackMessages);
  const failed = phase === 'error';
  const busy = phase === 'sending';
  return (
    <>
      {missingCount || termsMissing || failed ? (
        <div role="alert" className={styles.error}>
          {missingCount ? <p>{t('fixMissing', { count: missingCount })}</p> : null}
          {termsMissing ? <p>{t('feedback_termsandconditions_must_be_accepted')}</p> : null}
          {failed ? <p>{t('feedback_error_message')}</p> : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : failed ? t('sendAgain') : t('send')}
        </Button>
      </div>
    </>
  );
}
