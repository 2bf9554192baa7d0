import type { ReactNode } from 'react';
import type { HubError } from '@companion/hub-client';
import { EmptyState, ErrorState, Spinner } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';
import { GoneState } from './GoneState';
import type { HubData } from './use-hub-data';

export type HubDataStateProps<T> = {
  data: HubData<T> & { retry: () => void };
  /** Read by screen readers while loading ("Loading your bookings"). */
  loadingLabel: string;
  /** Says what could not be loaded ("Your bookings could not be loaded."); "Try again" follows. */
  failedTitle: string;
  /** When the answer has nothing to show, this sentence is shown instead of `children`. */
  empty?: { when: (value: T) => boolean; title: string; detail?: string };
  /**
   * The screen shows the one item its address names: the hub's 404 means the item is gone (an old
   * link, a removed excursion), so the guest is told so and given the way home, not a retry that
   * cannot help. Not for a part of a page, where the page itself is still there.
   */
  missingIsGone?: boolean;
  children: (value: T) => ReactNode;
};

/**
 * The loading, empty, failed and filled states of every screen, in one place, so each screen
 * writes only its filled state and a guest meets the same spinner, sentence and retry everywhere.
 */
export function HubDataState<T>({ data, loadingLabel, failedTitle, empty, missingIsGone = false, children }: HubDataStateProps<T>) {
  const t = useMessages(shellMessages);
  if (data.status === 'loading') return <Spinner label={loadingLabel} />;
  if (data.status === 'failed' && missingIsGone && isGone(data.error)) return <GoneState />;
  if (data.status === 'failed') return <ErrorState title={failedTitle} retryLabel={t('tryAgain')} onRetry={data.retry} />;
  if (empty?.when(data.value)) return <EmptyState title={empty.title} {...(empty.detail ? { detail: empty.detail } : {})} />;
  return <>{children(data.value)}</>;
}

const isGone = (error: HubError) => error.kind === 'http' && (error.status === 404 || error.status === 410);
