import { OfflineActionNotice, useMessages, useOfflineAction } from '@companion/shell';
import { Button } from '@companion/ui';
import { sessionMessages } from '../session-messages';
import * as styles from './login.css';

const OFFLINE_NOTICE = 'login-offline';

/**
 * The end every login form shares: the announced message, and submit disabled while submitting
 * or offline (a login is never kept to be sent later; the guest logs in again online).
 */
export function LoginFormEnd({ message, submitting }: { message: string | undefined; submitting: boolean }) {
  const t = useMessages(sessionMessages);
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);
  return (
    <>
      {message ? (
        <p role="alert" className={styles.formError}>
          {message}
        </p>
      ) : null}
      <OfflineActionNotice action="login" id={OFFLINE_NOTICE} />
      <Button type="submit" disabled={submitting || offline} aria-describedby={describedBy}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </>
  );
}
