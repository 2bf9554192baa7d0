import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, FullScreenMessage } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';

/** Catches a screen that failed to load or render, so the guest sees a way out instead of a white page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useMessages(shellMessages);
  useEffect(() => {
    console.error('A page failed to render.', error);
  }, [error]);
  return (
    <FullScreenMessage title={t('pageError')}>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </FullScreenMessage>
  );
}
