import type { HubError } from '@companion/hub-client';
import { FullScreenMessage } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';
import { startUpErrorDetail } from './start-up-state';

export function ServerConnectionError({ error }: { error: HubError }) {
  const t = useMessages(shellMessages);
  const detail = startUpErrorDetail(error);
  return (
    <FullScreenMessage
      title={t('serverConnectionError')}
      detail={detail.kind === 'coded' ? t('errorCode', { code: detail.code, message: detail.message }) : t('configurationFetchFailed')}
    />
  );
}
