import { OfflineActionNotice, useMessages, useOfflineAction } from '@companion/shell';
import { ariaDisabled, Button } from '@companion/ui';
import { sessionMessages } from '../session-messages';
import * as styles from './login.css';

const OFFLINE_NOTICE = 'login-offline';

/**
 * The end every login form shares: the announced message (`messageId`, so the fields it is about
 * can be described by it), and submit off while submitting or offline (a login is never kept to be
 * sent later; the guest logs in again online). While submitting the button is aria-disabled, not
 * disabled: a pressed button that disables itself drops focus to the page's body, and after a
 * refusal the next Tab started again at the top of the page.
 */
export function LoginFormEnd({ message, messageId, submitting }: { message: string | undefined; messageId: string; submitting: boolean }) {
  const t = useMessages(sessionMessages);
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);
  return (
    <>
      {message ? (
        <p id={messageId} role="alert" className={styles.formError}>
          {message}
        </p>
      ) : null}
      <OfflineActionNotice action="login" id={OFFLINE_NOTICE} />
      <Button type="submit" disabled={offline} {...ariaDisabled(submitting)} aria-describedby={describedBy}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </>
  );
}
