import { useMessages } from '@companion/shell';
import { Button } from '@companion/ui';
import { sessionMessages } from '../session-messages';
import * as styles from './login.css';

/** The end every login form shares: the announced message, and submit disabled while submitting. */
export function LoginFormEnd({ message, submitting }: { message: string | undefined; submitting: boolean }) {
  const t = useMessages(sessionMessages);
  return (
    <>
      {message ? (
        <p role="alert" className={styles.formError}>
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </>
  );
}
