import type { ReactNode } from 'react';
import type { HubData } from '@companion/shell';
import { useMessages } from '@companion/shell';
import { ErrorState, Spinner } from '@companion/ui';
import { contentMessages } from '../content-messages';

/** Loading and failed states every content screen shares; `children` renders the ready value. */
export function LoadState<T>({ data, children }: { data: HubData<T> & { retry: () => void }; children: (value: T) => ReactNode }) {
  const t = useMessages(contentMessages);
  if (data.status === 'loading') return <Spinner label={t('loadingContent')} />;
  if (data.status === 'failed') return <ErrorState title={t('contentFailed')} retryLabel={t('tryAgain')} onRetry={data.retry} />;
  return <>{children(data.value)}</>;
}
