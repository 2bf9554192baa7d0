import type { HubError } from '@companion/hub-client';
import { defaultThemeName, themeClassNames } from '@companion/theme';
import { Button, FullScreenMessage } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';
import { startUpErrorDetail } from './start-up-state';
import * as styles from './server-connection-error.css';
import { useSecondsUntil } from './use-seconds-until';

export type StartUpRetry = { retryAt: number; retrying: boolean; onRetry: () => void };

export type ServerConnectionErrorProps = { error: HubError; retry?: StartUpRetry };

/**
 * The full-screen start-up failure (platform.md §2.2). It is drawn before the hub has named a
 * theme, so it wears the default one rather than none.
 */
export function ServerConnectionError({ error, retry }: ServerConnectionErrorProps) {
  const t = useMessages(shellMessages);
  const detail = startUpErrorDetail(error);
  const detailText =
    detail.kind === 'coded'
      ? t('errorCode', { code: detail.code, message: detail.message })
      : detail.kind === 'codeOnly'
        ? t('hubAnsweredWithError', { code: detail.code })
        : t('configurationFetchFailed');
  return (
    <div className={themeClassNames[defaultThemeName]}>
      <FullScreenMessage title={t('serverConnectionError')} detail={detailText}>
        {retry ? <RetryControls key={retry.retryAt} {...retry} /> : null}
      </FullScreenMessage>
    </div>
  );
}

/** Outside the alert, so the screen reader hears the failure once, not every tick of the countdown. */
function RetryControls({ retryAt, retrying, onRetry }: StartUpRetry) {
  const t = useMessages(shellMessages);
  const seconds = useSecondsUntil(retryAt);
  return (
    <div className={styles.retry}>
      <p className={styles.countdown}>{retrying ? t('startUpRetrying') : t('startUpRetryIn', { seconds })}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
